/** What the simulator remembers, in memory only: the SMS it took, queued faults, DLR attempts. */

export type SmsStatus = "submitted" | "delivered" | "failed" | "ndnc" | "rejected";

/** One SMS as the store's /dev/messages page shows it (the same shape as the WhatsApp simulator's). */
export interface SimulatedSms {
  /** `<requestId>:<number>` */
  id: string;
  channel: "sms";
  requestId: string;
  to: string;
  /** MSG91's template_id */
  template: string;
  dltTemplateId: string;
  /** The header as the phone shows it, category suffix included ("GANITP-S"). */
  sender: string;
  language: "hi" | "en";
  text: string;
  buttons: [];
  credits: number;
  status: SmsStatus;
  /** ISO time MSG91 accepted it. */
  at: string;
}

/** What the next flow call answers instead: an outage (HTTP status) or a type:error message. */
export type SendFault = { httpStatus: number } | { message: string };

/** One POST of a delivery report to the store. */
export interface ReportAttempt {
  requestId: string;
  numbers: string[];
  attempt: number;
  at: string;
  /** The store's answer; absent when the request itself failed (see `error`). */
  httpStatus?: number;
  error?: string;
  accepted: boolean;
}

export function createSmsState() {
  const sent: SimulatedSms[] = [];
  const faults: SendFault[] = [];
  const attempts: ReportAttempt[] = [];
  let offline = false;
  return {
    sent,
    faults,
    attempts,
    /** Copies, newest first, so callers cannot change what the simulator holds. */
    messages: (): SimulatedSms[] => sent.toReversed().map((sms) => ({ ...sms, buttons: [] })),
    reportAttempts: (): ReportAttempt[] => attempts.map((attempt) => ({ ...attempt, numbers: [...attempt.numbers] })),
    isOffline: () => offline,
    setOffline: (value: boolean) => {
      offline = value;
    },
  };
}

export type SmsState = ReturnType<typeof createSmsState>;

/**
 * Delivery reports (DLRs): after the configured delay each SMS gets its final status, and MSG91's
 * webhook POSTs it to the store in the panel's chosen version. A report the store does not take
 * (non-2xx, network error) is retried with doubling delays. MSG91 documents no signature (❓), so
 * the store protects its URL with a token of its own in the query.
 */
import { log } from "../../lib/log";
import type { ReportAttempt, SimulatedSms, SmsStatus } from "./state";

export interface DeliveryReportTarget {
  url: string;
  /** v2: form-encoded `data` holding a JSON array (the default); v3: JSON, one object per number. */
  version?: "v2" | "v3";
}

export interface ReportRetry {
  firstDelayMs: number;
  maxAttempts: number;
}

export const DEFAULT_REPORT_RETRY: ReportRetry = { firstDelayMs: 1_000, maxAttempts: 20 };
const MAX_RETRY_DELAY_MS = 60 * 60 * 1_000;
const POST_TIMEOUT_MS = 5_000;
/** The MSG91 account the reports name; the store has no use for it beyond logging. */
const USER_ID = "simulator";

export type SmsOutcome = Exclude<SmsStatus, "submitted">;

/** MSG91's DLR codes (✅ help page); the failure reasons are examples of what operators report. */
const REPORT_CODES: Record<SmsOutcome, { status: string; desc: string; failedReason: string }> = {
  delivered: { status: "1", desc: "DELIVERED", failedReason: "" },
  failed: { status: "2", desc: "FAILED", failedReason: "Absent subscriber" },
  ndnc: { status: "9", desc: "NDNC", failedReason: "Number is registered in NCPR (DND)" },
  rejected: { status: "16", desc: "REJECTED", failedReason: "651 EC_INVALID_PROMO_TIME" },
};

export interface SettledSms {
  sms: SimulatedSms;
  outcome: SmsOutcome;
}

interface ReportPost {
  numbers: string[];
  contentType: string;
  body: string;
}

/** MSG91's report time: IST wall clock, "YYYY-MM-DD HH:mm:ss". */
const istTime = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace("T", " ");

/** v2 sends one report per request (every number in it), v3 one per number. */
function buildPosts(version: "v2" | "v3", requestId: string, senderId: string, settled: SettledSms[], date: string) {
  const rows = settled.map(({ sms, outcome }) => ({
    number: sms.to,
    credit: String(sms.credits),
    ...REPORT_CODES[outcome],
  }));
  if (version === "v3") {
    return rows.map(({ number, status, desc, credit }): ReportPost => ({
      numbers: [number],
      contentType: "application/json",
      body: JSON.stringify({
        date,
        number,
        senderId,
        requestId,
        status,
        desc,
        credit,
        campaignName: "API",
        userId: USER_ID,
      }),
    }));
  }
  const report = rows.map(({ number, status, desc, failedReason, credit }) => ({
    date,
    number,
    status,
    desc,
    failedReason,
    credit,
    clientid: "",
  }));
  const data = JSON.stringify([{ senderId, requestId, userId: USER_ID, campaignName: "API", report }]);
  return [
    {
      numbers: rows.map((row) => row.number),
      contentType: "application/x-www-form-urlencoded",
      body: new URLSearchParams({ data }).toString(),
    },
  ];
}

export function createReporter(options: {
  target?: DeliveryReportTarget;
  retry: ReportRetry;
  delayMs: number;
  now: () => Date;
  attempts: ReportAttempt[];
}) {
  const { target, retry, delayMs, now, attempts } = options;
  const timers = new Set<NodeJS.Timeout>();
  const stopped = new AbortController();

  function later(ms: number, work: () => void) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timers.add(timer);
  }

  async function deliver(url: string, requestId: string, post: ReportPost, attempt: number) {
    let httpStatus: number | undefined;
    let error: string | undefined;
    try {
      const answer = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": post.contentType },
        body: post.body,
        signal: AbortSignal.any([stopped.signal, AbortSignal.timeout(POST_TIMEOUT_MS)]),
      });
      httpStatus = answer.status;
      await answer.body?.cancel();
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
    if (stopped.signal.aborted) return;
    const accepted = httpStatus !== undefined && httpStatus >= 200 && httpStatus < 300;
    attempts.push({ requestId, numbers: post.numbers, attempt, at: now().toISOString(), httpStatus, error, accepted });
    if (accepted) return;
    if (attempt >= retry.maxAttempts) {
      log.warn("sms_simulator_report_abandoned", { requestId, attempts: attempt, httpStatus, error });
      return;
    }
    const delay = Math.min(retry.firstDelayMs * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
    later(delay, () => void deliver(url, requestId, post, attempt + 1));
  }

  return {
    /** Gives the SMS of one request their final status after the delay, and reports them. */
    settle(requestId: string, senderId: string, settled: SettledSms[]) {
      later(delayMs, () => {
        for (const { sms, outcome } of settled) sms.status = outcome;
        if (!target) return;
        const posts = buildPosts(target.version ?? "v2", requestId, senderId, settled, istTime(now()));
        for (const post of posts) void deliver(target.url, requestId, post, 1);
      });
    },
    /** Drops pending reports and retries, and abandons posts under way. */
    close() {
      stopped.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

export type Reporter = ReturnType<typeof createReporter>;

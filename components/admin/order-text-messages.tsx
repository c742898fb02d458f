import { DataTable, type Column } from "@/components/ui/data-table";
import { formatIndianDateTime } from "@/lib/dates";
import type { TextMessageState } from "@/lib/generated/prisma/enums";
import { formatCentipaise } from "@/lib/messaging/costs";

/** An order's WhatsApp message or SMS, as the admin's order page lists it. */
export interface OrderTextMessage {
  id: string;
  channel: "WHATSAPP" | "SMS";
  recipient: string;
  template: string;
  locale: string;
  state: TextMessageState;
  attempts: number;
  errorCode: string | null;
  errorTitle: string | null;
  costCentipaise: number | null;
  notBefore: Date;
  createdAt: Date;
  sentAt: Date | null;
  /** The SMS that stood in for it, when WhatsApp could not deliver it. */
  fallback: { id: string } | null;
}

const STATES: Record<TextMessageState, string> = {
  PENDING: "Waiting to send",
  SENT: "Sent",
  DELIVERED: "Delivered",
  READ: "Read",
  FAILED: "Failed",
  WITHDRAWN: "Not sent: consent withdrawn or no longer true",
};

/** Failed with nothing left to stand in for it: the customer heard nothing by WhatsApp or SMS. */
export const reachedNobody = (message: OrderTextMessage) => message.state === "FAILED" && !message.fallback;

function stateOf(message: OrderTextMessage): string {
  if (message.state === "PENDING") {
    if (message.attempts > 0) return `${STATES.PENDING} (${message.attempts} failed attempts)`;
    if (message.notBefore > new Date()) return `Waiting for daytime: ${formatIndianDateTime(message.notBefore)}`;
  }
  if (message.state !== "FAILED") return STATES[message.state];
  const why = [message.errorCode, message.errorTitle].filter(Boolean).join(" ");
  return `${STATES.FAILED}${why ? ` (${why})` : ""}${message.fallback ? ": sent by SMS instead" : ""}`;
}

const COLUMNS: Column<OrderTextMessage>[] = [
  { header: "When", cell: (message) => formatIndianDateTime(message.sentAt ?? message.createdAt) },
  { header: "Channel", cell: (message) => (message.channel === "WHATSAPP" ? "WhatsApp" : "SMS") },
  { header: "To", cell: (message) => `+${message.recipient}` },
  { header: "Message", cell: (message) => `${message.template} (${message.locale})` },
  {
    header: "State",
    cell: (message) =>
      reachedNobody(message) ? <strong className="text-red-700">{stateOf(message)}</strong> : stateOf(message),
  },
  {
    header: "Cost",
    cell: (message) => (message.costCentipaise === null ? "" : formatCentipaise(message.costCentipaise)),
  },
];

/** The order's messages beside its e-mails; one that reached the customer on no channel is flagged. */
export function OrderTextMessages({ messages }: { messages: OrderTextMessage[] }) {
  const unreached = messages.filter(reachedNobody).length;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="mb-3 text-xl font-semibold">WhatsApp and SMS</h2>
      {unreached > 0 && (
        <p role="alert" className="mb-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {unreached === 1 ? "One update" : `${unreached} updates`} reached the customer on no channel: write or call
          them.
        </p>
      )}
      <DataTable
        columns={COLUMNS}
        rows={messages}
        rowKey={(message) => message.id}
        empty="No messages for this order: the customer has not chosen WhatsApp or SMS updates."
        rowTestId="text-message-row"
      />
    </section>
  );
}

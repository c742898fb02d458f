import { PhoneConfirmationForm } from "@/components/admin/phone-confirmation-form";
import { formatIndianDateTime } from "@/lib/dates";
import type { CodAnswer, CodAnswerChannel } from "@/lib/generated/prisma/enums";
import { confirmByPhoneAction } from "../actions";

const ANSWERS: Record<CodAnswer, string> = {
  CONFIRMED: "Confirmed",
  CANCELLED: "Cancelled",
  EXPIRED: "Not confirmed in time: cancelled",
  PAID_ONLINE: "Switched to paying online",
};

const CHANNELS: Record<CodAnswerChannel, string> = {
  PAGE: "on the store",
  LINK: "by the order's link",
  WHATSAPP: "on WhatsApp",
  ADMIN: "by an operator after a call",
  SYSTEM: "by the store",
};

export interface CodConfirmationView {
  remindAt: Date;
  remindedAt: Date | null;
  expiresAt: Date;
  answer: CodAnswer | null;
  answeredVia: CodAnswerChannel | null;
  answeredAt: Date | null;
}

/** A cash on delivery order's confirmation (issue #33): waiting (with the call's form) or how it was answered. */
export function ConfirmationSection({
  orderId,
  confirmation,
}: {
  orderId: string;
  confirmation: CodConfirmationView | null;
}) {
  if (!confirmation) return null;
  const { answer, answeredVia, answeredAt } = confirmation;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 text-sm" aria-labelledby="confirmation-heading">
      <h2 id="confirmation-heading" className="mb-3 text-xl font-semibold">
        Cash on delivery confirmation
      </h2>
      {answer ? (
        <p data-testid="cod-confirmation">
          {ANSWERS[answer]}
          {answeredVia && answer !== "EXPIRED" ? ` ${CHANNELS[answeredVia]}` : ""}
          {answeredAt ? `, ${formatIndianDateTime(answeredAt)}` : ""}
        </p>
      ) : (
        <>
          <p data-testid="cod-confirmation">
            Waiting for the customer: not offered for packing until confirmed. Reminder{" "}
            {confirmation.remindedAt
              ? `sent ${formatIndianDateTime(confirmation.remindedAt)}`
              : `due ${formatIndianDateTime(confirmation.remindAt)}`}
            ; cancelled unconfirmed at {formatIndianDateTime(confirmation.expiresAt)}.
          </p>
          <PhoneConfirmationForm action={confirmByPhoneAction.bind(null, orderId)} />
        </>
      )}
    </section>
  );
}

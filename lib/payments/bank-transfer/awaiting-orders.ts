/**
 * The orders an operator may match a received transfer to (/admin/bank-transfers): those awaiting
 * a bank transfer, unpaid, with what is due, their quote's proforma number and the UTR their
 * customer gave, the longest waiting first.
 */
import "server-only";
import { db } from "../../db";
import { toPaise, type Paise } from "../../money";
import { amountDue } from "../../orders/order";

/** The orders ./transfers.ts matchTransfer accepts (./auto-match.ts looks among the same). */
export const AWAITING_TRANSFER = { status: "AWAITING_PAYMENT", paymentMethod: "BANK_TRANSFER", paid: false } as const;

export interface AwaitingOrder {
  id: string;
  customer: { name: string; email: string | null };
  organisation: string | null;
  amountDue: Paise;
  quoteNumber: string | null;
  /** The UTR the customer says they paid with; null until they give one. */
  transferReference: string | null;
  createdAt: Date;
  /** When it is released unless paid. */
  paymentExpiresAt: Date | null;
}

const MAX_LISTED = 200;

export async function ordersAwaitingTransfer(): Promise<AwaitingOrder[]> {
  const rows = await db().order.findMany({
    where: AWAITING_TRANSFER,
    select: {
      id: true,
      amount: true,
      paidByCredit: true,
      transferReference: true,
      createdAt: true,
      paymentExpiresAt: true,
      user: { select: { name: true, email: true } },
      quote: { select: { number: true, organisation: true } },
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    take: MAX_LISTED,
  });
  return rows.map((row) => ({
    id: row.id,
    customer: row.user,
    organisation: row.quote?.organisation ?? null,
    amountDue: amountDue({ amount: toPaise(row.amount), paidByCredit: toPaise(row.paidByCredit) }),
    quoteNumber: row.quote?.number ?? null,
    transferReference: row.transferReference,
    createdAt: row.createdAt,
    paymentExpiresAt: row.paymentExpiresAt,
  }));
}

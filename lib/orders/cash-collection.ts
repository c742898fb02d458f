/**
 * The cash a courier collected for a delivered cash on delivery order (issue #16 item 9). An
 * operator records it once: how much, on which day, and who recorded it; the order is then paid,
 * for the admin area and the customer alike, and its history says so.
 */
import "server-only";
import type { Caller } from "../auth/session";
import { formatIndianDate, indianIsoDay } from "../dates";
import { badRequest, conflict } from "../http/errors";
import { formatRupees, toRupeeString, type Paise } from "../money";
import { runOrderTransaction } from "./lifecycle/order-transaction";
import { lockOrder } from "./lifecycle/transition";

export interface CashCollected {
  amount: Paise;
  /** The day in India, "2026-11-23". */
  collectedOn: string;
}

/** Records the collection; refuses (409/400, nothing changed) anything but a first one on a delivered COD order. */
export async function recordCashCollected(admin: Caller, orderId: string, { amount, collectedOn }: CashCollected) {
  await runOrderTransaction(async (transaction) => {
    const { tx } = transaction;
    const order = await lockOrder(transaction, orderId);
    if (order.paymentMethod !== "COD") throw conflict("Only cash on delivery orders collect cash");
    if (order.status !== "DELIVERED") throw conflict("Record the cash once the order is delivered");
    // Nothing is collected only where gift cards and store credit paid it all.
    if (amount === 0 && order.amount > order.paidByCredit) throw badRequest("Enter the amount collected");
    if (await tx.cashCollection.findUnique({ where: { orderId } })) {
      throw conflict("The cash for this order is already recorded");
    }
    const { createdAt } = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { createdAt: true } });
    if (collectedOn > indianIsoDay(new Date()) || collectedOn < indianIsoDay(createdAt)) {
      throw badRequest("The collection date must be between the order date and today");
    }
    const day = new Date(`${collectedOn}T00:00:00Z`);
    await tx.cashCollection.create({
      data: { orderId, amount: toRupeeString(amount), collectedOn: day, recordedById: admin.id },
    });
    await tx.order.update({ where: { id: orderId }, data: { paid: true } });
    await tx.orderStatusChange.create({
      data: {
        orderId,
        fromStatus: order.status,
        toStatus: order.status,
        changedById: admin.id,
        note: `Cash collected: ${formatRupees(amount)} on ${formatIndianDate(day)}`,
      },
    });
  });
}

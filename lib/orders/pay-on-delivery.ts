/**
 * Paying on delivery instead (issue #16 item 2): a customer whose online payment failed or is
 * still open turns the order into a cash on delivery order. The server quotes the delivery again
 * for COD (the COD fee, and no prepaid free shipping), within the COD limits of the account and
 * the store's cash on delivery rules (which may add a fee or refuse it, with the reason), and
 * the order then waits for its customer's confirmation like any COD order (./cod-confirmation/);
 * a failed order takes its stock again, or is refused when an item sold out. A PhonePe attempt still in flight can no longer pay it: settlement finds
 * the order no longer awaiting payment and refunds whatever it took.
 */
import "server-only";
import { giveBackCredit } from "../credit/tenders";
import { quoteDelivery, type DeliveryQuote } from "../delivery/delivery";
import { conflict, DomainError, notFound } from "../http/errors";
import { toRupeeString, type Paise } from "../money";
import { lockAccount } from "./account-lock";
import { refuseOverCodLimits } from "./cod-limits";
import { rateCodOrder, recordCodDecision, type RatedCod } from "./cod-risk/cod-risk";
import { runOrderTransaction } from "./lifecycle/order-transaction";
import { lockOrder, transition } from "./lifecycle/transition";
import { getOrderOf, itemsTotal, type Order } from "./order";
import type { DeliverySnapshot } from "./snapshots";
import { validationMessage } from "../validation/error-messages";

/** Statuses an unpaid online order may be switched from. */
const SWITCHABLE = new Set(["AWAITING_PAYMENT", "PAYMENT_FAILED"]);

const isSwitchable = (order: Pick<Order, "status" | "paid" | "paymentMethod">) =>
  SWITCHABLE.has(order.status) && !order.paid && order.paymentMethod === "PHONEPE";

/**
 * The order rated again for cash on delivery (./cod-risk/) and its delivery quoted as such, any
 * extra fee included; 400 where COD is not offered, 409 with the reason where the rules refuse it.
 */
async function quoteCod(order: Order): Promise<{ quote: DeliveryQuote; rated: RatedCod }> {
  const { pincode, phone, street } = order.address;
  const rated = await rateCodOrder({ userId: order.userId, pincode, orderValue: itemsTotal(order), phone, street });
  if (rated.rating.outcome === "PREPAID_ONLY") throw conflict(rated.rating.explanation!);
  const quote = await quoteDelivery({
    pincode,
    weightGrams: order.delivery.totalWeight,
    paymentMethod: "COD",
    orderValue: itemsTotal(order),
    codRiskFee: rated.rating.fee,
  });
  return { quote, rated };
}

export type PayOnDeliveryOption =
  { available: true; amount: Paise; codFee: Paise } | { available: false; reason: string };

/** Whether the caller's order may switch to cash on delivery, and what it would then cost. */
export async function payOnDeliveryOption(userId: string, orderId: string): Promise<PayOnDeliveryOption> {
  const order = await getOrderOf(userId, orderId);
  if (!isSwitchable(order)) return { available: false, reason: validationMessage("notAwaitingPayment") };
  try {
    const { quote } = await quoteCod(order);
    return { available: true, amount: itemsTotal(order) + quote.total, codFee: quote.details.codFee };
  } catch (error) {
    if (error instanceof DomainError && error.status < 500) return { available: false, reason: error.message };
    throw error;
  }
}

/** Switches the caller's unpaid order to cash on delivery, to be confirmed. */
export async function switchToPayOnDelivery(userId: string, orderId: string): Promise<void> {
  const order = await getOrderOf(userId, orderId);
  if (!isSwitchable(order)) throw conflict(validationMessage("notAwaitingPayment"));
  // Quoted before the transaction: the delivery module uses its own connections.
  const { quote, rated } = await quoteCod(order);
  const deliveryInfo: DeliverySnapshot = {
    ...order.delivery,
    shippingCost: { total: quote.total, details: quote.details },
  };

  await runOrderTransaction(async (transaction) => {
    const { tx } = transaction;
    const locked = await lockOrder(transaction, orderId);
    if (locked.userId !== userId) throw notFound(validationMessage("orderNotFound"));
    if (!isSwitchable(locked)) throw conflict(validationMessage("notAwaitingPayment"));
    const codLines = order.items.flatMap(({ productId, name, quantity }) =>
      productId ? [{ product: { id: productId, name }, quantity }] : [],
    );
    await lockAccount(tx, userId);
    await refuseOverCodLimits(tx, userId, codLines);
    // Paid differently now, so all of it in cash: what credit paid goes back as store credit.
    await giveBackCredit(tx, orderId);
    await tx.order.update({
      where: { id: orderId },
      data: {
        paymentMethod: "COD",
        shipping: toRupeeString(quote.total),
        amount: toRupeeString(itemsTotal(order) + quote.total),
        deliveryInfo,
      },
    });
    await recordCodDecision(tx, { userId, orderId, paymentMethod: "COD", rated });
    await transition(transaction, orderId, "AWAITING_CONFIRMATION", {
      actor: { kind: "customer", id: userId },
      note: "Switched to cash on delivery by the customer",
    });
  });
}

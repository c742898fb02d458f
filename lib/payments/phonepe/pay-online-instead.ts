/**
 * "Pay now and save" (issue #33): a cash on delivery order awaiting its customer's confirmation is
 * switched by them to paying online through PhonePe, its COD fee waived: the delivery is quoted
 * again as prepaid (no COD fee, and prepaid free shipping where the rules give it), the order
 * awaits its payment like any online order and its confirmation is answered "paid online". The
 * reverse of lib/orders/pay-on-delivery.ts: should the payment fail, the customer may still pay on delivery.
 */
import "server-only";
import { db } from "../../db";
import { quoteDelivery, type DeliveryQuote } from "../../delivery/delivery";
import { conflict, DomainError, notFound } from "../../http/errors";
import { toRupeeString, type Paise } from "../../money";
import type { Answerer } from "../../orders/cod-confirmation/answer";
import { runOrderTransaction } from "../../orders/lifecycle/order-transaction";
import { lockOrder, transition } from "../../orders/lifecycle/transition";
import { itemsTotal, orderInclude, toOrder, type Order } from "../../orders/order";
import type { DeliverySnapshot } from "../../orders/snapshots";
import { validationMessage } from "../../validation/error-messages";
import { openPaymentAttempt, requestCheckoutPage } from "./start-payment";
import { giveBackCredit } from "../../credit/tenders";

/** What paying online would cost now, and what it saves against paying on delivery. */
export type PayOnlineOption = { available: true; amount: Paise; saving: Paise } | { available: false };

const quotePrepaid = (order: Order): Promise<DeliveryQuote> =>
  quoteDelivery({
    pincode: order.address.pincode,
    weightGrams: order.delivery.totalWeight,
    paymentMethod: "PHONEPE",
    orderValue: itemsTotal(order),
  });

const awaitsConfirmation = (order: Pick<Order, "status" | "paymentMethod">) =>
  order.status === "AWAITING_CONFIRMATION" && order.paymentMethod === "COD";

/** The prepaid price of an order awaiting its confirmation; none for any other order, or a pincode online payment cannot reach. */
export async function payOnlineOption(order: Order): Promise<PayOnlineOption> {
  if (!awaitsConfirmation(order)) return { available: false };
  try {
    const amount = itemsTotal(order) + (await quotePrepaid(order)).total;
    return { available: true, amount, saving: order.amount - amount };
  } catch (error) {
    if (error instanceof DomainError && error.status < 500) return { available: false };
    throw error;
  }
}

/** The same for the order with this id (none for an order that does not exist). */
export async function payOnlineOptionOf(orderId: string): Promise<PayOnlineOption> {
  const row = await db().order.findUnique({ where: { id: orderId }, include: orderInclude });
  return row ? payOnlineOption(toOrder(row)) : { available: false };
}

/**
 * Switches the order to paying online and opens its PhonePe attempt; answers PhonePe's page.
 * `returnTo` is where PhonePe sends the customer back (the verify page, or the tracking page of a
 * customer who came by the order's link).
 */
export async function switchToPayOnline(orderId: string, by: Answerer, returnTo?: string): Promise<string> {
  const row = await db().order.findUnique({ where: { id: orderId }, include: orderInclude });
  if (!row || (by.kind === "customer" && row.userId !== by.userId)) throw notFound(validationMessage("orderNotFound"));
  const order = toOrder(row);
  if (!awaitsConfirmation(order)) throw conflict(validationMessage("notAwaitingConfirmation"));
  // Quoted before the transaction: the delivery module uses its own connections.
  const quote = await quotePrepaid(order);
  const amount = itemsTotal(order) + quote.total;
  const deliveryInfo: DeliverySnapshot = {
    ...order.delivery,
    shippingCost: { total: quote.total, details: quote.details },
  };
  const merchantOrderId = await runOrderTransaction(async (transaction) => {
    const locked = await lockOrder(transaction, orderId);
    if (!awaitsConfirmation(locked)) throw conflict(validationMessage("notAwaitingConfirmation"));
    // Paid differently now, so all of it online: what credit paid goes back as store credit.
    await giveBackCredit(transaction.tx, orderId);
    await transaction.tx.order.update({
      where: { id: orderId },
      data: {
        paymentMethod: "PHONEPE",
        shipping: toRupeeString(quote.total),
        amount: toRupeeString(amount),
        deliveryInfo,
      },
    });
    await transition(transaction, orderId, "AWAITING_PAYMENT", {
      actor: { kind: "customer", id: locked.userId },
      note: "Switched to paying online by the customer",
      via: by.kind === "customer" ? "PAGE" : "LINK",
    });
    return openPaymentAttempt(transaction.tx, { id: orderId, amount, paidByCredit: 0 });
  });
  return requestCheckoutPage({ id: orderId, amount, paidByCredit: 0 }, merchantOrderId, returnTo);
}

/** Composes an order e-mail from the order as it is now (lib/mail/templates.ts calls this). */
import "server-only";
import { createElement } from "react";
import { z } from "zod";
import { db } from "../../db";
import { describePromisedDelivery, promisedDelivery } from "../../delivery/estimate";
import { env } from "../../env";
import { orderInclude, toOrder } from "../../orders/order";
import { displayOrderId } from "../../orders/order-view";
import type { ComposedEmail } from "../compose";
import { renderEmail } from "../render";
import { ORDER_MESSAGES, ORDER_MESSAGE_NAMES } from "./messages";
import { OrderEmail } from "./order-email";

export const orderEmailData = z.object({
  orderId: z.string(),
  message: z.enum(ORDER_MESSAGE_NAMES),
  /** Paise, for the refund messages. */
  refundAmount: z.number().int().optional(),
  /** Returns: the operator's note to the customer. */
  note: z.string().optional(),
});
export type OrderEmailData = z.infer<typeof orderEmailData>;

/** The customer's order page; the store's copy links to the admin's. */
const orderLink = (orderId: string, forStore: boolean) =>
  forStore
    ? { url: `${env().SITE_URL}/admin/orders/${encodeURIComponent(orderId)}`, label: "Open it in the admin area" }
    : { url: `${env().SITE_URL}/orders/${encodeURIComponent(orderId)}`, label: "View your order" };

/**
 * The confirmation e-mails link the tax invoice: its page in the shop, where the signed-in
 * customer downloads the PDF (the API wants their token, which a link from a mailbox cannot carry).
 */
const INVOICE_MESSAGES: ReadonlySet<OrderEmailData["message"]> = new Set(["placed", "paid"]);

/** Messages of an order still to arrive repeat the delivery checkout promised (kept in the order). */
const ESTIMATE_MESSAGES: ReadonlySet<OrderEmailData["message"]> = new Set([
  "placed",
  "paid",
  "packed",
  "shipped",
  "new_order",
]);

export async function composeOrderEmail({
  orderId,
  message,
  refundAmount,
  note,
}: OrderEmailData): Promise<ComposedEmail> {
  const order = toOrder(await db().order.findUniqueOrThrow({ where: { id: orderId }, include: orderInclude }));
  const { headline, intro } = ORDER_MESSAGES[message];
  const email = createElement(OrderEmail, {
    headline,
    intro,
    displayId: displayOrderId(order.id),
    order,
    link: orderLink(order.id, message === "new_order"),
    refundAmount,
    note,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    estimatedDelivery: ESTIMATE_MESSAGES.has(message)
      ? describePromisedDelivery(promisedDelivery(order.createdAt, order.delivery.days))
      : undefined,
    invoice:
      order.invoiceNumber && INVOICE_MESSAGES.has(message)
        ? { number: order.invoiceNumber, url: `${env().SITE_URL}/orders/${encodeURIComponent(order.id)}/invoice` }
        : undefined,
  });
  return renderEmail(email);
}

/** Composes an order e-mail from the order as it is now (lib/mail/templates.ts calls this). */
import "server-only";
import { render } from "@react-email/render";
import { createElement } from "react";
import { z } from "zod";
import { db } from "../../db";
import { env } from "../../env";
import { orderInclude, toOrder } from "../../orders/order";
import { displayOrderId } from "../../orders/order-view";
import type { ComposedEmail } from "../compose";
import { ORDER_MESSAGES, ORDER_MESSAGE_NAMES } from "./messages";
import { OrderEmail } from "./order-email";

export const orderEmailData = z.object({
  orderId: z.string(),
  message: z.enum(ORDER_MESSAGE_NAMES),
  /** Paise, for the refund messages. */
  refundAmount: z.number().int().optional(),
});
export type OrderEmailData = z.infer<typeof orderEmailData>;

export const orderPageUrl = (orderId: string) => `${env().SITE_URL}/orders/${encodeURIComponent(orderId)}`;

export async function composeOrderEmail({ orderId, message, refundAmount }: OrderEmailData): Promise<ComposedEmail> {
  const order = toOrder(await db().order.findUniqueOrThrow({ where: { id: orderId }, include: orderInclude }));
  const { headline, intro } = ORDER_MESSAGES[message];
  const email = createElement(OrderEmail, {
    headline,
    intro,
    displayId: displayOrderId(order.id),
    order,
    orderUrl: orderPageUrl(order.id),
    refundAmount,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
  });
  return { html: await render(email), text: await render(email, { plainText: true }) };
}

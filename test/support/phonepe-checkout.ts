/** A shopper's PhonePe checkout through the route handlers, and what the PhonePe tests read after it. */
import { createHash } from "node:crypto";
import { expect } from "vitest";
import { POST as addToCart } from "@/app/api/cart/add/route";
import { POST as pay } from "@/app/api/order/phonepe/route";
import { POST as verify } from "@/app/api/order/verifyPhonePe/route";
import { POST as webhook } from "@/app/api/order/phonepe/webhook/route";
import type { PhonePeSimulator } from "@/dev-tools/phonepe-simulator/server";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { paymentStartedResponse } from "@/lib/wire/order";
import { callRoute } from "./call-route";
import { TEST_PINCODES, deliveryAddress } from "./delivery-data";
import { createProduct, createUser } from "./users-and-products";

interface CheckoutOptions {
  pincode?: string;
  stockQuantity?: number;
  /** The total the browser claims (rupees); the server checks it when given. */
  amount?: number;
}

/**
 * A shopper's PhonePe order of 2 units of a ₹1,200 product (prepaid to Jaipur ships free), with the
 * units in the cart until paid: the order is awaiting payment.
 */
export async function phonePeCheckout({
  pincode = TEST_PINCODES.sameState.pincode,
  stockQuantity = 5,
  amount,
}: CheckoutOptions = {}) {
  const shopper = await createUser();
  const product = await createProduct({ price: "1200.00", stockQuantity, weight: 400 });
  await callRoute(addToCart, { token: shopper.token, body: { productId: product.id, quantity: 2 } });
  const answer = await callRoute(pay, {
    token: shopper.token,
    body: {
      items: [{ productId: product.id, quantity: 2 }],
      address: deliveryAddress(pincode),
      ...(amount === undefined ? {} : { amount }),
      paymentMethod: "phonepe",
    },
  });
  expect(answer.status).toBe(201);
  const body: unknown = answer.body;
  const { orderId } = paymentStartedResponse.parse(body);
  const order = await db().order.findUniqueOrThrow({ where: { id: orderId } });
  return { ...shopper, product, body, order, merchantOrderId: order.phonePeOrderId! };
}

/** The same order after its payment failed on PhonePe's page: its stock went back. */
export async function failedPhonePeCheckout(simulator: PhonePeSimulator, options?: CheckoutOptions) {
  const placed = await phonePeCheckout(options);
  await simulator.complete(placed.merchantOrderId, "insufficient-balance", "card");
  await verifyAs(placed.token, placed.order.id, placed.merchantOrderId);
  return placed;
}

export const orderOf = (id: string) => db().order.findUniqueOrThrow({ where: { id } });

/** The shopper's return from PhonePe's page: the verify call. */
export const verifyAs = (token: string, orderId: string, merchantOrderId: string) =>
  callRoute(verify, { token, body: { orderId, merchantOrderId } });

export const stockOf = async (productId: string) =>
  (await db().product.findUniqueOrThrow({ where: { id: productId } })).stockQuantity;

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The webhook's Authorization with this run's simulator credentials: random, never constants (lib/env.ts). */
export const webhookAuthorization = () => sha256(`${env().phonePe.webhookUsername}:${env().phonePe.webhookPassword}`);

/** PhonePe's webhook call, signed as PhonePe would unless told otherwise. */
export const deliverWebhook = (event: unknown, authorization = webhookAuthorization()) =>
  callRoute(webhook, { body: event, headers: { authorization } });

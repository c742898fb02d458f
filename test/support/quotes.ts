/** A school's quote through the API and the operators' functions: asked for, priced and sent, accepted. */
import { expect } from "vitest";
import { POST as accept } from "@/app/api/quotes/[quoteId]/accept/route";
import { POST as ask } from "@/app/api/quotes/route";
import { DAY_MS, indianIsoDay } from "@/lib/dates";
import { getOrderOf } from "@/lib/orders/order";
import { priceQuote, sendQuote } from "@/lib/quotes/price-quote";
import { quoteById } from "@/lib/quotes/quote";
import { quoteResponse } from "@/lib/wire/quote";
import { callRoute } from "./call-route";
import { TEST_PINCODES, deliveryAddress } from "./delivery-data";
import { createProduct, createUser } from "./users-and-products";

export { DAY_MS };
export const inDays = (days: number) => indianIsoDay(new Date(Date.now() + days * DAY_MS));

/** A teacher's request for 30 units of a ₹499 kit (stock 50) to Jodhpur; `gstInvoice` needs their business profile saved first. */
export async function askForThirty(teacher?: Awaited<ReturnType<typeof createUser>>, gstInvoice = false) {
  teacher ??= await createUser();
  const product = await createProduct({ price: "499.00", stockQuantity: 50 });
  const address = { ...deliveryAddress(TEST_PINCODES.warehouse.pincode), email: teacher.user.email };
  const answer = await callRoute(ask, {
    token: teacher.token,
    body: {
      items: [{ productId: product.id, quantity: 30 }],
      organisation: "Kendriya Vidyalaya No. 1, Jodhpur",
      neededBy: inDays(20),
      notes: "One kit per child of class 7",
      address,
      gstInvoice,
    },
  });
  expect(answer.status).toBe(201);
  return { teacher, product, quoteId: quoteResponse.parse(answer.body).quote._id };
}

/** Priced at ₹449.10 a unit with ₹150 shipping (₹13,623.00 in all), valid for a week, and sent. */
export async function priceAndSend(quoteId: string) {
  const [line] = (await quoteById(quoteId)).lines;
  await priceQuote(quoteId, {
    lines: [{ lineId: line!.id, unitPrice: 44_910 }],
    shipping: 15_000,
    validUntil: inDays(7),
    terms: "Delivery within 10 days of payment.",
  });
  return sendQuote(quoteId);
}

/** The order a sent quote becomes once its teacher accepts it with a purchase order number. */
export async function acceptedQuoteOrder(
  options: { teacher?: Awaited<ReturnType<typeof createUser>>; gstInvoice?: boolean } = {},
) {
  const { teacher, product, quoteId } = await askForThirty(options.teacher, options.gstInvoice);
  const quote = await priceAndSend(quoteId);
  const answer = await callRoute(accept, {
    token: teacher.token,
    params: { quoteId },
    body: { purchaseOrder: "KV1/PO/2026-27/044" },
  });
  expect(answer.status).toBe(200);
  const { orderId } = answer.body as { orderId: string };
  return { teacher, product, quote, order: await getOrderOf(teacher.user.id, orderId) };
}

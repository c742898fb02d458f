/**
 * A school's quote: asked for, priced and sent by an operator, accepted with a purchase order
 * number, and an order at the quoted prices with its stock reserved, awaiting a bank transfer.
 * Expired, withdrawn and other customers' quotes cannot be accepted; the proforma's QR pays
 * exactly its amount.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { callRoute, routeResponse } from "@/test/support/call-route";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { qrCodesOnFirstPage } from "@/test/support/pdf-qr";
import { DAY_MS, askForThirty, inDays, priceAndSend } from "@/test/support/quotes";
import { adminSessionCookie, createProduct, createUser } from "@/test/support/users-and-products";
import { GET as readQuote } from "@/app/api/quotes/[quoteId]/route";
import { POST as accept } from "@/app/api/quotes/[quoteId]/accept/route";
import { GET as proforma } from "@/app/api/quotes/[quoteId]/proforma/route";
import { POST as ask, GET as list } from "@/app/api/quotes/route";
import { db } from "../db";
import { env } from "../env";
import { composeEmail } from "../mail/compose";
import { getOrderOf } from "../orders/order";
import { quoteResponse } from "../wire/quote";
import { priceQuote, sendQuote } from "./price-quote";
import { proformaSnapshot } from "./proforma";
import { quoteById } from "./quote";

beforeAll(ensureTestPincodes);

const acceptAs = (token: string, quoteId: string, purchaseOrder?: string) =>
  callRoute(accept, { token, params: { quoteId }, body: { purchaseOrder } });

describe("a quote", () => {
  it("goes request → priced → sent → accepted, and becomes an order at the quoted prices with its stock reserved", async () => {
    const { teacher, product, quoteId } = await askForThirty();
    const priced = await priceQuote(quoteId, {
      lines: [{ lineId: (await quoteById(quoteId)).lines[0]!.id, unitPrice: 44_910 }],
      shipping: 15_000,
      validUntil: inDays(7),
    });
    expect(priced.state).toBe("PRICED");
    // Priced but not sent: the customer sees no prices yet.
    const early = quoteResponse.parse(
      (await callRoute(readQuote, { method: "GET", token: teacher.token, params: { quoteId } })).body,
    );
    expect(early.quote).toMatchObject({ status: "requested", amount: null, number: null });

    const sent = await sendQuote(quoteId);
    expect(sent.number).toMatch(/^GP-PF\/\d{4}-\d{2}\/\d{6}$/);
    expect(sent.totals).toEqual({ goods: 1_347_300, discount: 149_700, shipping: 15_000, amount: 1_362_300 });
    const mail = await db().emailMessage.findFirstOrThrow({ where: { key: { startsWith: `quote:${quoteId}:sent:` } } });
    expect(mail).toMatchObject({ template: "quoteSent", recipient: teacher.user.email });
    const composed = await composeEmail(mail.template, mail.data);
    expect(composed.text).toContain("₹13,623.00");
    expect(composed.attachments).toEqual([
      {
        filename: `${sent.number!.replaceAll("/", "-")}.pdf`,
        content: expect.any(Buffer),
        contentType: "application/pdf",
      },
    ]);
    expect(composed.attachments![0]!.content.subarray(0, 5).toString()).toBe("%PDF-");

    const answer = await acceptAs(teacher.token, quoteId, "KV1/PO/2026-27/044");
    expect(answer.status).toBe(200);
    const { orderId } = answer.body as { orderId: string };
    const order = await getOrderOf(teacher.user.id, orderId);
    expect(order).toMatchObject({
      status: "AWAITING_PAYMENT",
      paymentMethod: "BANK_TRANSFER",
      subtotal: 1_497_000,
      discount: 149_700,
      shipping: 15_000,
      amount: 1_362_300,
      purchaseOrder: "KV1/PO/2026-27/044",
    });
    expect(order.items).toEqual([expect.objectContaining({ quantity: 30, unitPrice: 49_900, discount: 149_700 })]);
    expect((await db().product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity).toBe(20);
    const row = await db().order.findUniqueOrThrow({ where: { id: orderId } });
    const days = (row.paymentExpiresAt!.getTime() - row.createdAt.getTime()) / DAY_MS;
    expect(days).toBeCloseTo(env().bankAccount.paymentDays, 1);
    expect((await quoteById(quoteId)).state).toBe("ACCEPTED");

    // Accepted once: again is refused, and nothing more is ordered or taken.
    expect((await acceptAs(teacher.token, quoteId)).status).toBe(409);
    expect(await db().order.count({ where: { userId: teacher.user.id } })).toBe(1);
    expect((await db().product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity).toBe(20);
  });

  it("cannot be accepted once its last valid day has passed, nor before it is sent, nor by another customer", async () => {
    const { teacher, quoteId } = await askForThirty();
    expect((await acceptAs(teacher.token, quoteId)).status).toBe(409);
    await priceAndSend(quoteId);

    const stranger = await createUser();
    expect((await callRoute(readQuote, { method: "GET", token: stranger.token, params: { quoteId } })).status).toBe(
      404,
    );
    expect((await acceptAs(stranger.token, quoteId)).status).toBe(404);
    const strangersPdf = await routeResponse(proforma, { method: "GET", token: stranger.token, params: { quoteId } });
    expect(strangersPdf.status).toBe(404);
    const theirs = quoteResponse
      .array()
      .safeParse((await callRoute(list, { method: "GET", token: stranger.token })).body);
    expect(JSON.stringify(theirs)).not.toContain(quoteId);

    await db().quote.update({ where: { id: quoteId }, data: { validUntil: new Date(`${inDays(-1)}T00:00:00Z`) } });
    expect((await quoteById(quoteId)).state).toBe("EXPIRED");
    const late = await acceptAs(teacher.token, quoteId);
    expect(late.status).toBe(409);
    expect(JSON.stringify(late.body)).toContain("Please ask us for a new one");
    expect(await db().order.count({ where: { userId: teacher.user.id } })).toBe(0);
  });

  it("refuses bad input with a clear 400 and records nothing", async () => {
    const { user, token } = await createUser();
    const product = await createProduct();
    const address = { ...deliveryAddress(TEST_PINCODES.warehouse.pincode), email: user.email };
    const base = { items: [{ productId: product.id, quantity: 30 }], organisation: "St. Mary's School", address };
    for (const bad of [
      { ...base, items: [] },
      { ...base, items: [{ productId: product.id, quantity: 0 }] },
      { ...base, items: [{ productId: product.id, quantity: 5_001 }] },
      { ...base, organisation: "" },
      { ...base, neededBy: "2026-02-30" },
      { ...base, neededBy: inDays(-2) },
    ]) {
      const answer = await callRoute(ask, { token, body: bad });
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await db().quote.count({ where: { userId: user.id } })).toBe(0);
    expect((await callRoute(ask, { body: base })).status).toBe(401);
  });
});

describe("a proforma invoice", () => {
  it("is no tax invoice, and its QR code asks any UPI app for exactly its amount", async () => {
    const { teacher, quoteId } = await askForThirty();
    const sent = await priceAndSend(quoteId);
    const response = await routeResponse(proforma, { method: "GET", token: teacher.token, params: { quoteId } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const pdf = Buffer.from(await response.arrayBuffer());
    const { bankAccount } = env();
    const codes = qrCodesOnFirstPage(pdf);
    expect(codes).toHaveLength(1);
    const upi = new URL(codes[0]!);
    expect(upi.protocol).toBe("upi:");
    expect(Object.fromEntries(upi.searchParams)).toEqual({
      pa: bankAccount.upiId,
      pn: bankAccount.accountName,
      am: "13623.00",
      cu: "INR",
      tn: sent.number,
    });
    const snapshot = proformaSnapshot(sent, env().seller, "RAJASTHAN");
    expect(snapshot).toMatchObject({ kind: "PROFORMA", validUntil: inDays(7), supplyType: "INTRA_STATE" });
    expect(snapshot.totals.total).toBe(1_362_300);
    const admin = await createUser({ role: "ADMIN" });
    const cookie = await adminSessionCookie(admin.user.id);
    expect((await routeResponse(proforma, { method: "GET", headers: { cookie }, params: { quoteId } })).status).toBe(
      200,
    );
  });
});

import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { newClientAddress, routeResponse } from "@/test/support/call-route";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { placeTestOrder } from "@/test/support/orders";
import { expectTooManyRequests, spendBudgetDownTo } from "@/test/support/rate-limits";
import { adminSessionCookie, createUser } from "@/test/support/users-and-products";
import { startSession } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { runOrderTransaction } from "@/lib/orders/lifecycle/order-transaction";
import { transition } from "@/lib/orders/lifecycle/transition";
import { SAMPLE_SELLER } from "@/lib/tax/seller";
import { GET as invoice } from "./invoice/[orderId]/route";

beforeAll(ensureTestPincodes);

const fetchInvoice = (
  orderId: string,
  options: { token?: string; cookie?: string; query?: Record<string, string>; clientAddress?: string },
) =>
  routeResponse(invoice, {
    method: "GET",
    params: { orderId },
    token: options.token,
    query: options.query,
    clientAddress: options.clientAddress,
    headers: options.cookie ? { cookie: options.cookie } : {},
  });

async function pdfText(response: Response): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
  return (await extractText(pdf, { mergePages: true })).text;
}

describe("GET /api/order/invoice/{orderId}", () => {
  it("gives the owner the tax invoice as a PDF: seller, GSTIN, HSN, CGST + SGST, number and ₹ amounts", async () => {
    const { order, customer } = await placeTestOrder({ quantity: 2 });
    const { token } = await startSession(customer.id, "TOKEN");
    const response = await fetchInvoice(order.id, { token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(
      /attachment; filename="tax-invoice-GP-\d{4}-\d{2}-\d{6}\.pdf"/,
    );
    const text = await pdfText(response);
    expect(text).toContain("Tax Invoice");
    expect(text).toContain(order.invoiceNumber!);
    expect(text).toContain(`GSTIN: ${SAMPLE_SELLER.SELLER_GSTIN}`);
    expect(text).toContain("9503");
    // The listing's declared country of origin is printed under the goods line.
    expect(text).toContain("Country of origin: India");
    expect(text).toMatch(/CGST/);
    expect(text).toMatch(/SGST/);
    expect(text).not.toMatch(/IGST/);
    expect(text).toContain("Rajasthan (code 08)");
    // ₹499.00 × 2 at 5 %: ₹950.48 taxable; the total in figures and in words.
    expect(text).toContain("₹998.00");
    expect(text).toContain("₹950.48");
    expect(text).toMatch(/Rupees .+ Only/);
    expect(text).toContain("Whether tax is payable under reverse charge: No");
  });

  it("lets an admin's cookie session download any invoice and credit note", async () => {
    const { order, admin } = await placeTestOrder();
    const cookie = await adminSessionCookie(admin.id);
    expect((await fetchInvoice(order.id, { cookie })).status).toBe(200);
    // No credit note yet; after a cancellation, there is one.
    expect((await fetchInvoice(order.id, { cookie, query: { document: "credit-note" } })).status).toBe(404);
    await runOrderTransaction((t) => transition(t, order.id, "CANCELLED", { actor: { kind: "admin", id: admin.id } }));
    const credit = await fetchInvoice(order.id, { cookie, query: { document: "credit-note" } });
    expect(credit.status).toBe(200);
    const text = await pdfText(credit);
    expect(text).toContain("Credit Note");
    expect(text).toMatch(/GP-CN\/\d{4}-\d{2}\/\d{6}/);
    expect(text).toContain(`Against invoice: ${order.invoiceNumber}`);
  });

  it("answers 404, and nothing else, to other shoppers, an admin's bearer token and anonymous callers", async () => {
    const { order, admin } = await placeTestOrder();
    const stranger = await createUser();
    const adminToken = await startSession(admin.id, "TOKEN");
    for (const caller of [
      { token: stranger.token },
      { token: adminToken.token },
      {},
      { token: "not-a-token" },
      { cookie: "gp_admin=forged" },
    ]) {
      const response = await fetchInvoice(order.id, caller);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/json/);
    }
    const before = await db().taxDocument.count({ where: { orderId: order.id } });
    expect(before).toBe(1);
  });

  it("has no invoice for an unpaid online order, and refuses bad parameters with a 400", async () => {
    const { order, customer } = await placeTestOrder({ paymentMethod: "PHONEPE" });
    const { token } = await startSession(customer.id, "TOKEN");
    expect((await fetchInvoice(order.id, { token })).status).toBe(404);
    expect((await fetchInvoice(order.id, { token, query: { document: "receipt" } })).status).toBe(400);
    expect((await fetchInvoice("../etc", { token })).status).toBe(400);
  });

  it("refuses downloads beyond the address's budget", async () => {
    const { order, customer } = await placeTestOrder();
    const { token } = await startSession(customer.id, "TOKEN");
    const clientAddress = newClientAddress();
    await spendBudgetDownTo("invoiceDownload", clientAddress, 1);
    expect((await fetchInvoice(order.id, { token, clientAddress })).status).toBe(200);
    await expectTooManyRequests(await fetchInvoice(order.id, { token, clientAddress }), /Too many invoice downloads/);
  });
});

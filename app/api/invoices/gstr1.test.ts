import { beforeAll, describe, expect, it } from "vitest";
import { routeResponse } from "@/test/support/call-route";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { placeTestOrder } from "@/test/support/orders";
import { adminSessionCookie, createUser } from "@/test/support/users-and-products";
import { db } from "@/lib/db";
import { runOrderTransaction } from "@/lib/orders/lifecycle/order-transaction";
import { transition } from "@/lib/orders/lifecycle/transition";
import { indianMonthOf } from "@/lib/tax/financial-year";
import { GET as gstr1 } from "./gstr1/route";

beforeAll(ensureTestPincodes);

const exportCsv = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  routeResponse(gstr1, { method: "GET", query, headers });

describe("GET /api/invoices/gstr1", () => {
  it("exports the month's invoices and credit notes, one row per document and HSN code", async () => {
    const { order, admin } = await placeTestOrder({ quantity: 2 });
    await runOrderTransaction((t) => transition(t, order.id, "CANCELLED", { actor: { kind: "admin", id: admin.id } }));
    const response = await exportCsv(
      { month: indianMonthOf(new Date()) },
      { cookie: await adminSessionCookie(admin.id) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "Document type,Document number,Document date,Original invoice number,Seller GSTIN,Place of supply,Supply type,HSN,Rate (%),Taxable value,CGST,SGST,IGST,Total,GSTR-1 table,Recipient GSTIN,Receiver name",
    );
    const invoiceRow = lines.find((line) => line.startsWith(`Invoice,${order.invoiceNumber},`))!;
    const cells = invoiceRow.split(",");
    // The goods, shipping and COD fee share the only HSN code and rate: one row for the invoice.
    expect(
      lines.filter((line) => line.includes(`,${order.invoiceNumber},`) && line.startsWith("Invoice")),
    ).toHaveLength(1);
    expect(cells.slice(4, 9)).toEqual(["08ABCDE1234F1Z0", "08-Rajasthan", "Intra-state", "9503", "5"]);
    expect(cells[2]).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
    const [taxable, cgst, sgst, igst, total] = cells.slice(9).map(Number) as [number, number, number, number, number];
    expect(igst).toBe(0);
    expect(Math.round((taxable + cgst + sgst) * 100)).toBe(order.amount);
    expect(Math.round(total * 100)).toBe(order.amount);
    const creditRow = lines.find(
      (line) => line.startsWith("Credit note,") && line.includes(`,${order.invoiceNumber},`),
    )!;
    expect(creditRow.split(",")[13]).toBe(`-${total.toFixed(2)}`);
    expect(creditRow.split(",").slice(14)).toEqual(["7 B2CS", "", ""]);
  });

  it("defuses text a spreadsheet would run as a formula", async () => {
    const { order, admin } = await placeTestOrder();
    const document = await db().taxDocument.findFirstOrThrow({ where: { orderId: order.id } });
    const snapshot = document.snapshot as { placeOfSupply: { state: string; code: string | null } };
    snapshot.placeOfSupply = { state: '=HYPERLINK("http://evil.example","x")', code: null };
    await db().taxDocument.update({ where: { id: document.id }, data: { snapshot } });
    const response = await exportCsv(
      { month: indianMonthOf(new Date()) },
      { cookie: await adminSessionCookie(admin.id) },
    );
    const row = (await response.text()).split("\r\n").find((line) => line.includes(order.invoiceNumber!))!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
  });

  it("is for admins' cookie sessions only, and refuses a malformed month", async () => {
    const shopper = await createUser();
    const admin = await createUser({ role: "ADMIN" });
    const month = indianMonthOf(new Date());
    expect((await exportCsv({ month })).status).toBe(401);
    expect((await exportCsv({ month }, { token: shopper.token })).status).toBe(401);
    // An admin's bearer token is not the admin session.
    expect((await exportCsv({ month }, { token: admin.token })).status).toBe(401);
    const cookie = await adminSessionCookie(admin.user.id);
    for (const bad of ["2026-13", "26-11", "2026-11'--", ""]) {
      expect((await exportCsv({ month: bad }, { cookie })).status).toBe(400);
    }
  });
});

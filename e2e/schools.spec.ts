/**
 * A school buys by quote and bank transfer (#35): a teacher with the school's GSTIN asks for 30
 * kits; an operator prices the quote and sends it; the teacher accepts it with a purchase order
 * number, tries PhonePe first (which fails, leaving the transfer open), pays by bank transfer and
 * gives its UTR; the operator records the transfer, which pays the order; its tax invoice names
 * the school's GSTIN and the PO.
 */
import { execFileSync } from "node:child_process";
import { randomInt, randomUUID } from "node:crypto";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { database } from "./support/accounts";
import { ADMIN_STATE } from "./support/admin";
import { createShopper, JODHPUR_ADDRESS, signInAs, type Shopper } from "./support/shopper";
import { orderResponse } from "../lib/wire/order";

const SCHOOL = {
  legalName: "Vidya Niketan School Society",
  gstin: "08AAATV1234K1ZF",
  street: "Ratanada Road",
  city: "Jodhpur",
  state: "Rajasthan",
  pincode: "342011",
};

/** A kit of its own at ₹499.00 with 40 in stock, copied from a seeded product: the 30 taken touch no other test. */
async function newKit(): Promise<string> {
  const id = randomUUID();
  const { rows } = await database().query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns WHERE table_name = 'products' AND is_generated = 'NEVER'`,
  );
  const overrides: Record<string, string> = {
    id: "$1::text",
    slug: "'school-kit-' || $1::text",
    name: "'Geometry Class Kit ' || $2::text",
    price: "499",
    discountPrice: "NULL",
    stockQuantity: "40",
    inStock: "true",
  };
  const columns = rows.map((row) => `"${row.column_name}"`).join(", ");
  const values = rows.map((row) => overrides[row.column_name] ?? `"${row.column_name}"`).join(", ");
  await database().query(
    `INSERT INTO products (${columns}) SELECT ${values} FROM products ORDER BY "createdAt" LIMIT 1`,
    [id, String(randomInt(1e6))],
  );
  return id;
}

// Serial: its kit joins the catalogue the shop's counts read until the test removes it.
test(
  "a teacher's quote for 30 kits is priced, accepted with a PO, paid by bank transfer, and invoiced to the school's GSTIN",
  {
    tag: "@serial",
  },
  async ({ page, browser, request }) => {
    test.setTimeout(60_000);
    const teacher = await createShopper("Sunita Rathore");
    const saved = await request.put("/api/user/business", { headers: { token: teacher.token }, data: SCHOOL });
    expect(saved.status()).toBe(200);
    const productId = await newKit();
    try {
      await quoteToInvoice(page, browser, request, teacher, productId);
    } finally {
      await database().query(`DELETE FROM products WHERE id = $1`, [productId]);
    }
  },
);

/** The flow itself, from the request to the invoice. */
async function quoteToInvoice(
  page: Page,
  browser: Browser,
  request: APIRequestContext,
  teacher: Shopper,
  productId: string,
) {
  await signInAs(page, teacher);
  await page.goto(`/quotes/new?productId=${productId}&quantity=30`);
  await expect(page.getByLabel(/^Quantity of Geometry Class Kit/)).toHaveValue("30");
  await page.getByLabel("School or organisation").fill("Vidya Niketan, Jodhpur");
  for (const [name, label] of [
    ["firstName", "First name"],
    ["lastName", "Last name"],
    ["phone", "Phone"],
    ["street", "Street address"],
    ["zipcode", "Pincode"],
    ["city", "City"],
    ["state", "State"],
  ] as const) {
    await page.getByLabel(label, { exact: true }).fill(JODHPUR_ADDRESS[name]);
  }
  await page.getByLabel(/GST invoice/).check();
  await page.getByRole("button", { name: "Request the quote" }).click();
  await expect(page).toHaveURL(/\/quotes\/[\w-]+$/);
  const quoteId = page.url().split("/").pop()!;
  await expect(page.getByText("We are pricing your request")).toBeVisible();

  // The operator prices it: ₹449.10 a kit and ₹150 delivery, then sends it.
  const operator = await browser.newContext({ storageState: ADMIN_STATE });
  const admin = await operator.newPage();
  await admin.goto(`/admin/quotes/${quoteId}`);
  await admin.getByLabel(/^Quoted unit price of Geometry Class Kit/).fill("449.10");
  await admin.getByLabel("Shipping (₹)").fill("150");
  await admin.getByRole("button", { name: "Save prices" }).click();
  await expect(admin.getByRole("button", { name: "Send to customer" })).toBeVisible();
  await admin.getByRole("button", { name: "Send to customer" }).click();
  await expect(admin.getByRole("link", { name: "Download the proforma invoice (PDF)" })).toBeVisible();

  // The teacher accepts it with the school's purchase order number.
  await page.reload();
  await expect(page.getByText("₹13,623.00")).toBeVisible();
  await page.getByLabel(/Purchase order number/).fill("VN/PO/2026-27/118");
  await page.getByRole("button", { name: "Accept the quote" }).click();
  // Accepted, the quote is an order: its page says how to pay it.
  await expect(page.getByRole("heading", { name: "Pay by bank transfer" })).toBeVisible();
  await expect(page.getByText("₹13,623.00").first()).toBeVisible();
  const orderId = page.url().split("/").pop()!;
  // The school's card tries PhonePe first and fails: the order still waits for its transfer.
  await page.getByRole("button", { name: "Pay online with PhonePe" }).click();
  await page.getByRole("button", { name: "Fail: insufficient balance" }).click();
  await expect(page.getByRole("heading", { name: "Payment Failed" })).toBeVisible();
  await page.getByTestId("transfer-still-open").getByRole("link", { name: "the order's page" }).click();
  await expect(page.getByRole("heading", { name: "Pay by bank transfer" })).toBeVisible();
  const utr = `HDFCN52026${String(randomInt(1e12)).padStart(12, "0")}`;
  await page.getByLabel("Transfer reference (UTR)").fill(utr);
  await page.getByRole("button", { name: "Send the reference" }).click();
  await expect(page.getByText("We will confirm it when the transfer reaches us.")).toBeVisible();

  // The transfer reaches the store's account: the operator records it, and it pays the order.
  await admin.goto("/admin/bank-transfers");
  await admin.getByLabel("UTR (the bank's reference)").fill(utr);
  await admin.getByLabel("Amount received (₹)").fill("13623.00");
  await admin.getByLabel("Received on").fill(new Date().toISOString().slice(0, 10));
  await admin.getByRole("button", { name: "Record the transfer" }).click();
  const paidOrder = `It paid order #${orderId.slice(-8).toUpperCase()}.`;
  await expect(admin.getByRole("status").filter({ hasText: paidOrder })).toBeVisible();
  await operator.close();

  const statusOf = async () =>
    orderResponse.parse(
      await (await request.get(`/api/order/details/${orderId}`, { headers: { token: teacher.token } })).json(),
    ).order.status;
  await expect.poll(statusOf).toBe("Order Placed");
  const invoice = await request.get(`/api/order/invoice/${orderId}`, { headers: { token: teacher.token } });
  expect(invoice.status()).toBe(200);
  const text = execFileSync("pdftotext", ["-layout", "-", "-"], { input: await invoice.body() })
    .toString()
    .replace(/\s+/g, " ");
  for (const printed of [`GSTIN: ${SCHOOL.gstin}`, SCHOOL.legalName, "Purchase order: VN/PO/2026-27/118", "Ship to"]) {
    expect(text).toContain(printed);
  }
}

/**
 * The sales report on a year of history (issue #36): seeds 50,000 orders spread over the last 365
 * days in India — most delivered, some cancelled or back undelivered, a third cash on delivery,
 * one line each with a promotion on every other, an invoice each, PhonePe attempts (one in ten
 * failed) and a refunded return in fifty — in a few set-based inserts, then asks the running store
 * for the report page as an admin, for the whole year by week and for the last 30 days by day,
 * and reports the p95 of the page's answer.
 */
import { randomBytes } from "node:crypto";
import { DAY_MS, indianIsoDay } from "../../lib/dates";
import { hashPassword } from "../../lib/auth/password";
import { db } from "../../lib/db";

export const HISTORY_ORDERS = 50_000;
const CUSTOMERS = 5_000;
const WARM_UP_LOADS = 3;
const MEASURED_LOADS = 20;

async function seedYear(now: Date): Promise<void> {
  const tag = `bench_${randomBytes(4).toString("hex")}`;
  const start = new Date(now.getTime() - 365 * DAY_MS);
  const step = (365 * DAY_MS) / HISTORY_ORDERS / 1000;
  const products = (await db().product.findMany({ select: { id: true }, take: 20 })).map(({ id }) => id);
  await db().$executeRaw`
    INSERT INTO "users" ("id", "name", "email", "updatedAt")
    SELECT ${tag} || '_u' || g, 'Bench Customer ' || g, ${tag} || '.' || g || '@example.in', now()
    FROM generate_series(1, ${CUSTOMERS}) g`;
  await db().$executeRaw`
    INSERT INTO "orders" ("id", "userId", "status", "paymentMethod", "paid", "subtotal", "discount", "shipping",
                          "amount", "address", "deliveryInfo", "createdAt", "updatedAt")
    SELECT ${tag} || '_o' || g, ${tag} || '_u' || (1 + g % ${CUSTOMERS}),
      (CASE WHEN g % 20 = 0 THEN 'Cancelled' WHEN g % 33 = 0 THEN 'Returned to seller'
            WHEN g % 7 = 0 THEN 'Order Placed' ELSE 'Delivered' END)::"OrderStatus",
      (CASE WHEN g % 3 = 0 THEN 'cod' ELSE 'phonepe' END)::"PaymentMethod", g % 3 <> 0,
      999.00, 99.90 * (g % 2), 49.00, 999.00 - 99.90 * (g % 2) + 49.00,
      jsonb_build_object('state', (ARRAY['Rajasthan', 'Maharashtra', 'Karnataka', 'Delhi', 'Tamil Nadu'])[1 + g % 5],
                         'pincode', (302000 + g % 400)::text),
      '{}'::jsonb, ${start}::timestamp + g * ${step}::float8 * interval '1 second', now()
    FROM generate_series(1, ${HISTORY_ORDERS}) g`;
  await db().$executeRaw`
    INSERT INTO "order_items" ("id", "orderId", "productId", "name", "image", "unitPrice", "discount", "quantity", "weight")
    SELECT ${tag} || '_i' || g, ${tag} || '_o' || g, (${products}::text[])[1 + g % ${products.length}],
      'Bench item', '/images/products/operator/1.svg', 999.00, 99.90 * (g % 2), 1, 300
    FROM generate_series(1, ${HISTORY_ORDERS}) g`;
  await db().$executeRaw`
    INSERT INTO "tax_documents" ("id", "kind", "number", "series", "financialYear", "sequence", "orderId", "snapshot")
    SELECT ${tag} || '_t' || g, 'INVOICE', ${tag} || '/' || g, ${tag}, '2026-27', g, ${tag} || '_o' || g,
      '{"totals": {"taxable": 90324, "cgst": 2258, "sgst": 2258, "igst": 0, "tax": 4516, "total": 94840}}'::jsonb
    FROM generate_series(1, ${HISTORY_ORDERS}) g`;
  await db().$executeRaw`
    INSERT INTO "payment_attempts" ("id", "orderId", "merchantOrderId", "amount", "state", "paymentMode", "expiresAt",
                                    "createdAt", "updatedAt")
    SELECT ${tag} || '_a' || g, ${tag} || '_o' || g, ${tag} || '_m' || g, 948.40,
      (CASE WHEN g % 10 = 1 THEN 'FAILED' ELSE 'COMPLETED' END)::"PaymentState",
      (ARRAY['UPI_INTENT', 'CARD', 'NET_BANKING'])[1 + g % 3], now(),
      ${start}::timestamp + g * ${step}::float8 * interval '1 second', now()
    FROM generate_series(1, ${HISTORY_ORDERS}) g WHERE g % 3 <> 0`;
  await db().$executeRaw`
    INSERT INTO "return_requests" ("id", "orderId", "status", "reason", "details", "refundAmount", "createdAt", "updatedAt")
    SELECT ${tag} || '_r' || g, ${tag} || '_o' || g, 'REFUNDED', 'DAMAGED', 'Bench', 500.00, now(), now()
    FROM generate_series(50, ${HISTORY_ORDERS}, 50) g`;
  await db().$executeRaw`
    INSERT INTO "order_status_changes" ("id", "orderId", "toStatus", "createdAt")
    SELECT ${tag} || '_c' || g, ${tag} || '_o' || g, 'Cancelled', now()
    FROM generate_series(20, ${HISTORY_ORDERS}, 20) g`;
  await db().$executeRawUnsafe(
    `ANALYZE "orders", "order_items", "tax_documents", "payment_attempts", "return_requests"`,
  );
}

async function loadTimes(url: string, cookie: string): Promise<{ p95Ms: number; p50Ms: number }> {
  const load = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    const html = await response.text();
    if (!response.ok || !html.includes("Net sales")) throw new Error(`The sales report answered ${response.status}`);
    return performance.now() - started;
  };
  for (let run = 0; run < WARM_UP_LOADS; run++) await load();
  const timings: number[] = [];
  for (let run = 0; run < MEASURED_LOADS; run++) timings.push(await load());
  timings.sort((a, b) => a - b);
  const at = (share: number) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))]!;
  return { p95Ms: at(0.95), p50Ms: at(0.5) };
}

/**
 * An operator's `Cookie` header, signed in through the store's login as a browser would be (the
 * admin session's module needs Next.js's request scope, which a script does not have).
 */
async function signInAsNewAdmin(baseUrl: string): Promise<string> {
  const email = `bench.admin.${randomBytes(4).toString("hex")}@example.in`;
  const password = randomBytes(12).toString("hex");
  await db().user.create({
    data: { name: "Bench Operator", email, passwordHash: await hashPassword(password), role: "ADMIN" },
  });
  const response = await fetch(`${baseUrl}/api/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ emailOrPhone: email, password }),
  });
  const setCookie = response.headers.get("set-cookie");
  if (!response.ok || !setCookie) throw new Error(`The admin's sign-in answered ${response.status}`);
  return setCookie.split(";")[0]!;
}

/** The report page's p95 for a year by week and for the last 30 days by day, on a year of 50,000 orders. */
export async function measureSalesReport(baseUrl: string) {
  const now = new Date();
  await seedYear(now);
  const cookie = await signInAsNewAdmin(baseUrl);
  const today = indianIsoDay(now);
  const daysBack = (days: number) => indianIsoDay(now.getTime() - (days - 1) * DAY_MS);
  return {
    year: await loadTimes(`${baseUrl}/admin/reports?from=${daysBack(365)}&to=${today}&grain=week`, cookie),
    month: await loadTimes(`${baseUrl}/admin/reports?from=${daysBack(30)}&to=${today}&grain=day`, cookie),
  };
}

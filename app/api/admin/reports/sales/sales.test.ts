/** GET /api/admin/reports/sales: the page's tables as CSV for an admin, and the page's period rules. */
import { beforeAll, describe, expect, it } from "vitest";
import { salesReportRequest } from "@/lib/reports/report-request";
import { routeResponse } from "@/test/support/call-route";
import { seedOrder } from "@/test/support/report-history";
import { adminSessionCookie, createUser } from "@/test/support/users-and-products";
import { GET as exportSales } from "./route";

// 3–9 May 2021 in India: a week of its own.
const week = { from: "2021-05-03", to: "2021-05-09", grain: "day" };

beforeAll(async () => {
  const { user } = await createUser();
  const order = { userId: user.id, paid: true, pincode: "000000" } as const;
  await Promise.all([
    seedOrder({
      ...order,
      placedAt: "2021-05-03T10:00:00+05:30",
      status: "DELIVERED",
      paymentMethod: "PHONEPE",
      subtotal: "1000.00",
      discount: "100.00",
      shipping: "50.00",
      amount: "950.00",
      state: "Rajasthan",
      returns: [{ reason: "DAMAGED", refundAmount: "200.00", at: "2021-05-06T10:00:00+05:30" }],
    }),
    seedOrder({
      ...order,
      placedAt: "2021-05-05T10:00:00+05:30",
      status: "DELIVERED",
      paymentMethod: "COD",
      paid: false,
      subtotal: "499.00",
      amount: "499.00",
      state: "Maharashtra",
    }),
    seedOrder({
      ...order,
      placedAt: "2021-05-07T10:00:00+05:30",
      status: "ORDER_PLACED",
      paymentMethod: "BANK_TRANSFER",
      subtotal: "2000.00",
      discount: "200.00",
      shipping: "150.00",
      amount: "1950.00",
      state: "Karnataka",
    }),
  ]);
});

const ask = (query: Record<string, string>, headers: Record<string, string>) =>
  routeResponse(exportSales, { method: "GET", query, headers });

describe("the sales report's CSV", () => {
  it("gives an admin each measure as the page's table, in rupees, and refuses anyone else and bad periods", async () => {
    const { user: admin } = await createUser({ role: "ADMIN" });
    const cookie = await adminSessionCookie(admin.id);
    const states = await ask({ ...week, measure: "states" }, { cookie });
    expect(states.status).toBe(200);
    expect(states.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(await states.text()).toBe(
      "State,Orders,Net sales\r\nKarnataka,1,1950.00\r\nRajasthan,1,750.00\r\nMaharashtra,1,499.00\r\n",
    );
    const methods = await (await ask({ ...week, measure: "methods" }, { cookie })).text();
    expect(methods.split("\r\n")[0]).toBe("Payment method,Orders,Share of orders (%),Net sales");
    expect(methods).toContain("Bank transfer,1,33.3,1950.00\r\n");
    const series = await (await ask({ ...week, measure: "series" }, { cookie })).text();
    expect(series).toContain("2021-05-03,1,1000.00,100.00,50.00,950.00,200.00,750.00\r\n");
    expect(series).toContain("2021-05-04,0,0.00,0.00,0.00,0.00,0.00,0.00\r\n");

    const { token } = await createUser();
    expect((await ask({ ...week, measure: "states" }, { authorization: `Bearer ${token}` })).status).toBe(401);
    const refused = [
      { ...week, measure: "everything" },
      { ...week, from: "2021-05-10", measure: "states" },
      { ...week, from: "2019-01-01", measure: "states" },
      { ...week, to: "2021-02-30", measure: "states" },
      { ...week, grain: "hour", measure: "states" },
    ];
    for (const query of refused) expect((await ask(query, { cookie })).status).toBe(400);
  });
});

describe("the sales report's period", () => {
  it("is the last 30 days unless asked, grouped by what suits the span, and says why a mistyped one is not shown", () => {
    const now = new Date("2026-11-29T10:00:00+05:30");
    expect(salesReportRequest({}, now)).toEqual({
      query: { from: "2026-10-31", to: "2026-11-29", grain: "day" },
      problem: null,
    });
    expect(salesReportRequest({ from: "2025-12-01", to: "2026-11-29" }, now).query.grain).toBe("week");
    expect(salesReportRequest({ from: "2025-04-01", to: "2026-11-29" }, now).query.grain).toBe("month");
    expect(salesReportRequest({ from: "2026-11-29", to: "2026-11-01" }, now)).toEqual({
      query: { from: "2026-10-31", to: "2026-11-29", grain: "day" },
      problem: "from must not be after to",
    });
  });
});

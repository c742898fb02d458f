/**
 * The admin orders list's bulk actions: POST /api/admin/orders/bulk (mark packed; booking is
 * lib/shipping's bulk booking, tested there) and GET /api/admin/orders/export, for an admin only.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportOrders } from "@/app/api/admin/orders/export/route";
import { GET as orderLabels } from "@/app/api/admin/orders/labels/route";
import { parseCsv } from "@/lib/csv";
import { indianIsoDateTime } from "@/lib/dates";
import { db } from "@/lib/db";
import { toPaise, toRupeeString } from "@/lib/money";
import { changeOrderStatus } from "@/lib/orders/admin-orders";
import { displayOrderId } from "@/lib/orders/order-view";
import { routeResponse } from "@/test/support/call-route";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { placeTestOrder } from "@/test/support/orders";
import { adminSessionCookie, createUser } from "@/test/support/users-and-products";
import { POST as bulk } from "./route";

beforeAll(ensureTestPincodes);

let cookie = "";
beforeAll(async () => {
  const { user } = await createUser({ role: "ADMIN" });
  cookie = await adminSessionCookie(user.id);
});

const FORM = { "content-type": "application/x-www-form-urlencoded" };

/** The list's form, posted as a browser posts it; `json`: as the page's script asks. */
const post = (
  form: string,
  { headers = { cookie }, json = true }: { headers?: Record<string, string>; json?: boolean } = {},
) =>
  routeResponse(bulk, {
    rawBody: form,
    headers: { ...FORM, ...(json ? { accept: "application/json" } : {}), ...headers },
  });

const ids = (orderIds: string[]) => orderIds.map((id) => `ids=${id}`).join("&");

/** Each order's status and how many times it moved. */
const whereTheyStand = (orderIds: string[]) =>
  Promise.all(
    orderIds.map(async (id) => {
      const order = await db().order.findUniqueOrThrow({ where: { id }, include: { statusChanges: true } });
      return [order.status, order.statusChanges.length];
    }),
  );

describe("marking the ticked orders packed", () => {
  it("moves each placed order to Packing on its own, and names every other one with the reason", async () => {
    const [first, unconfirmed, second, shipped, packed] = await Promise.all([
      placeTestOrder(),
      placeTestOrder({ confirmed: false }),
      placeTestOrder(),
      placeTestOrder(),
      placeTestOrder(),
    ]);
    await changeOrderStatus(shipped.admin, shipped.order.id, "SHIPPED");
    await changeOrderStatus(packed.admin, packed.order.id, "PACKING");
    const unknown = `ck${"0".repeat(23)}`;
    const ticked = [first, unconfirmed, second, shipped, packed].map(({ order }) => order.id);

    // One id repeated, and some comma-separated as a link may carry them: each order is moved once.
    const answer = await post(
      `action=pack&${ids(ticked.slice(0, 3))}&ids=${ticked[0]}&ids=${ticked.slice(3).join(",")},${unknown}`,
    );
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body.done).toEqual([first.order.id, second.order.id]);
    expect(body.refused).toEqual([
      { orderId: unconfirmed.order.id, reason: "It is Awaiting confirmation, not Order Placed" },
      { orderId: shipped.order.id, reason: "It is Shipped, not Order Placed" },
      { orderId: packed.order.id, reason: "It is Packing, not Order Placed" },
      { orderId: unknown, reason: "Order not found" },
    ]);
    expect(body.message).toMatch(
      new RegExp(`^Packed 2; not packed: #${displayOrderId(unconfirmed.order.id)}: It is Awaiting confirmation`),
    );

    const moves = await db().orderStatusChange.findMany({
      where: { orderId: { in: [first.order.id, second.order.id] }, toStatus: "PACKING" },
    });
    expect(moves.map((move) => [move.fromStatus, move.note])).toEqual([
      ["ORDER_PLACED", "Marked packed from the orders list"],
      ["ORDER_PLACED", "Marked packed from the orders list"],
    ]);
    expect((await whereTheyStand(ticked)).map(([status]) => status)).toEqual([
      "PACKING",
      "AWAITING_CONFIRMATION",
      "PACKING",
      "SHIPPED",
      "PACKING",
    ]);
  });

  it("sends a form posted without the page's script back to the list it came from", async () => {
    const { order } = await placeTestOrder();
    const answer = await post(
      `action=pack&ids=${order.id}&back=${encodeURIComponent("/admin/orders?status=ORDER_PLACED")}`,
      {
        json: false,
      },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/admin/orders?status=ORDER_PLACED");
    expect((await whereTheyStand([order.id]))[0]![0]).toBe("PACKING");
    // Anywhere else is the orders list: the form never redirects off it.
    const elsewhere = await post(`action=pack&ids=${order.id}&back=https://evil.example/admin/orders`, { json: false });
    expect(elsewhere.headers.get("location")).toBe("/admin/orders");
  });
});

describe("exporting the ticked orders", () => {
  it("gives exactly their rows, newest first, with no phone or e-mail", async () => {
    const [older, left, newer] = [
      await placeTestOrder(),
      await placeTestOrder(),
      await placeTestOrder({ quantity: 3 }),
    ];
    const answer = await routeResponse(exportOrders, {
      method: "GET",
      query: { ids: `${older.order.id},${newer.order.id}` },
      headers: { cookie },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toBe('attachment; filename="orders.csv"');
    const text = await answer.text();
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      "Order ID",
      "Placed (IST)",
      "Status",
      "Payment method",
      "Amount (INR)",
      "City",
      "State",
      "Pincode",
      "Items",
    ]);
    const row = ({ order }: Awaited<ReturnType<typeof placeTestOrder>>, items: string) => [
      order.id,
      indianIsoDateTime(order.createdAt),
      "Order Placed",
      "Cash on delivery",
      toRupeeString(order.amount),
      order.address.city,
      order.address.state,
      order.address.pincode,
      items,
    ];
    expect(rows).toEqual([row(newer, "3"), row(older, "2")]);
    expect(text).not.toContain(left.order.id);
    for (const { customer, order } of [older, newer]) {
      for (const contact of [customer.email, customer.phone, order.address.email, order.address.phone]) {
        if (contact) expect(text).not.toContain(contact);
      }
    }
    expect(toPaise(rows[0]![4]!)).toBe(newer.order.amount);
  });
});

describe("the bulk actions' refusals", () => {
  it("refuses anyone but an admin (401), another site (403) and bad ids (400), changing nothing", async () => {
    const { order, customerToken, customer } = await placeTestOrder();
    const before = await whereTheyStand([order.id]);
    const form = `action=pack&ids=${order.id}`;
    const query = { ids: order.id };
    const asCustomer = { authorization: `Bearer ${customerToken}` };
    // A session cookie of an account that is not an admin (demoted, say) opens nothing either.
    const notAdmin = { cookie: await adminSessionCookie(customer.id) };
    for (const headers of [{}, asCustomer, notAdmin]) {
      expect((await post(form, { headers })).status).toBe(401);
      expect((await routeResponse(exportOrders, { method: "GET", query, headers })).status).toBe(401);
      expect((await routeResponse(orderLabels, { method: "GET", query, headers })).status).toBe(401);
    }
    expect((await post(form, { headers: { cookie, origin: "https://evil.example" } })).status).toBe(403);

    const tooMany = Array.from({ length: 101 }, (_, index) => `ck${String(index).padStart(23, "0")}`);
    const badForms = [
      "action=pack",
      "action=pack&ids=",
      `action=pack&ids=${encodeURIComponent(`${order.id}' OR 1=1`)}`,
      `action=pack&ids=${"a".repeat(65)}`,
      `action=pack&${ids(tooMany)}`,
      `action=ship&ids=${order.id}`,
      `ids=${order.id}`,
      "%%%",
    ];
    for (const bad of badForms) {
      const answer = await post(bad);
      expect(answer.status, bad).toBe(400);
      expect((await answer.json()).success).toBe(false);
    }
    const badQueries: Record<string, string>[] = [{}, { ids: "" }, { ids: "not valid!" }, { ids: tooMany.join(",") }];
    for (const bad of badQueries) {
      expect((await routeResponse(exportOrders, { method: "GET", query: bad, headers: { cookie } })).status).toBe(400);
    }
    const badFormat = { ids: order.id, format: "a5" };
    expect((await routeResponse(orderLabels, { method: "GET", query: badFormat, headers: { cookie } })).status).toBe(
      400,
    );
    expect(await whereTheyStand([order.id])).toEqual(before);
  });
});

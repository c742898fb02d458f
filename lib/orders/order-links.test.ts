import { beforeAll, describe, expect, it } from "vitest";
import { GET as invoiceByLink } from "@/app/api/track/[token]/invoice/route";
import { routeResponse } from "@/test/support/call-route";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { placeTestOrder } from "@/test/support/orders";
import { changeOrderStatus } from "./admin-orders";
import { ORDER_LINK_DAYS, orderLinkToken, orderOfLinkToken } from "./order-links";
import { trackedOrder } from "./tracking";

beforeAll(ensureTestPincodes);

const invoice = (token: string) => routeResponse(invoiceByLink, { method: "GET", params: { token } });

describe("an order's signed link", () => {
  it("names its order until its last day, and no forged, altered, borrowed or respelt token names any", () => {
    const now = Date.UTC(2026, 10, 27);
    const token = orderLinkToken("cmabc123def456ghi789jkl0", now);
    expect(token).toMatch(/^cmabc123def456ghi789jkl0\.[0-9a-z]+\.[\w-]{22}$/);
    expect(orderOfLinkToken(token, now)).toBe("cmabc123def456ghi789jkl0");
    const day = 24 * 60 * 60 * 1000;
    expect(orderOfLinkToken(token, now + (ORDER_LINK_DAYS - 1) * day)).toBe("cmabc123def456ghi789jkl0");
    expect(orderOfLinkToken(token, now + (ORDER_LINK_DAYS + 1) * day)).toBeNull();
    const [id, lastDay, signature] = token.split(".") as [string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    for (const forged of [
      id,
      `${id}.${signature}`,
      `${id}.${lastDay}.${flipped}`,
      // A later last day with the earlier one's signature.
      `${id}.${(parseInt(lastDay, 36) + 365).toString(36)}.${signature}`,
      // Another order's id with this order's signature.
      `cmabc123def456ghi789jkl1.${lastDay}.${signature}`,
      `${token}.extra`,
      `${token}==`,
      `${id}.${lastDay}.${signature.slice(0, 10)}!${signature.slice(10, 21)}`,
      "",
    ]) {
      expect(orderOfLinkToken(forged, now)).toBeNull();
    }
  });

  it("opens the order's tracking and its invoice without signing in, and nothing for a forged one", async () => {
    const { order } = await placeTestOrder();
    const token = orderLinkToken(order.id);
    const tracked = await trackedOrder(token, "hi");
    expect(tracked?.order).toMatchObject({ id: order.id, status: "ORDER_PLACED", invoiceNumber: order.invoiceNumber });
    // The place, never the street or the phone.
    expect(Object.keys(tracked!.order.place)).toEqual(["city", "pincode"]);
    expect(tracked!.history.map(({ status }) => status)).toContain("ORDER_PLACED");

    const pdf = await invoice(token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const forged = token.replace(/\.[\w-]{22}$/, `.${"A".repeat(22)}`);
    expect(await trackedOrder(forged, "en")).toBeNull();
    expect((await invoice(forged)).status).toBe(404);
  });

  it("offers a cancelled order's credit note by the same link; none before it is credited", async () => {
    const { order, admin } = await placeTestOrder();
    const token = orderLinkToken(order.id);
    const creditNote = (document = "credit-note") =>
      routeResponse(invoiceByLink, { method: "GET", params: { token }, query: { document } });
    expect((await creditNote()).status).toBe(404);
    expect((await creditNote("receipt")).status).toBe(400);
    await changeOrderStatus({ id: admin.id, role: "ADMIN" }, order.id, "CANCELLED");
    const pdf = await creditNote();
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-disposition")).toMatch(/filename="credit-note-GP-CN-\d{4}-\d{2}-\d{6}\.pdf"/);
  });
});

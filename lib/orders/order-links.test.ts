import { describe, expect, it } from "vitest";
import { GET as invoiceByLink } from "@/app/api/track/[token]/invoice/route";
import { routeResponse } from "@/test/support/call-route";
import { placeTestOrder } from "@/test/support/orders";
import { orderLinkToken, orderOfLinkToken } from "./order-links";
import { trackedOrder } from "./tracking";

const invoice = (token: string) => routeResponse(invoiceByLink, { method: "GET", params: { token } });

describe("an order's signed link", () => {
  it("names its order, and no forged, altered or borrowed token names any", () => {
    const token = orderLinkToken("cmabc123def456ghi789jkl0");
    expect(token).toMatch(/^cmabc123def456ghi789jkl0\.[\w-]{22}$/);
    expect(orderOfLinkToken(token)).toBe("cmabc123def456ghi789jkl0");
    const [, signature] = token.split(".");
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith("AA") ? "AB" : "AA"}`;
    for (const forged of [
      "cmabc123def456ghi789jkl0",
      `cmabc123def456ghi789jkl0.${flipped}`,
      // Another order's id with this order's signature.
      `cmabc123def456ghi789jkl1.${signature}`,
      `${token}.extra`,
      `cmabc123def456ghi789jkl0.${signature!.slice(0, 10)}`,
      "",
    ]) {
      expect(orderOfLinkToken(forged)).toBeNull();
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

    const forged = `${order.id}.${"A".repeat(22)}`;
    expect(await trackedOrder(forged, "en")).toBeNull();
    expect((await invoice(forged)).status).toBe(404);
  });
});

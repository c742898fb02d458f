import { beforeAll, describe, expect, it } from "vitest";
import { GET as quoteRoute, POST as payOnlineRoute } from "@/app/api/order/pay-online/route";
import { POST as linkPayOnline } from "@/app/api/track/[token]/pay-online/route";
import { callRoute } from "@/test/support/call-route";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { verifyAs } from "@/test/support/phonepe-checkout";
import { runPhonePeSimulator } from "@/test/support/phonepe-simulator";
import { placeTestOrder } from "@/test/support/orders";
import { createUser } from "@/test/support/users-and-products";
import { db } from "../../db";
import { toPaise } from "../../money";
import { orderLinkToken } from "../../orders/order-links";

const simulator = runPhonePeSimulator();
beforeAll(ensureTestPincodes);

const unconfirmed = () => placeTestOrder({ confirmed: false });

describe("paying online instead of on delivery (Pay now and save)", () => {
  it("quotes the prepaid price, switches the order to PhonePe with the COD fee waived, and settles it", async () => {
    const { order, customerToken: token } = await unconfirmed();
    const quote = await callRoute(quoteRoute, { method: "GET", token, query: { orderId: order.id } });
    const codFee = order.delivery.shippingCost.details.codFee;
    expect(codFee).toBe(4000);
    expect(quote.body.payOnline).toEqual({ amount: (order.amount - codFee) / 100, saving: 40 });

    const started = await callRoute(payOnlineRoute, { token, body: { orderId: order.id } });
    expect(started).toMatchObject({ status: 201, body: { orderId: order.id, paymentUrl: expect.any(String) } });
    const switched = await db().order.findUniqueOrThrow({ where: { id: order.id } });
    expect(switched).toMatchObject({ status: "AWAITING_PAYMENT", paymentMethod: "PHONEPE", paid: false });
    expect(toPaise(switched.amount)).toBe(order.amount - codFee);
    expect(await db().codConfirmation.findUniqueOrThrow({ where: { orderId: order.id } })).toMatchObject({
      answer: "PAID_ONLINE",
      answeredVia: "PAGE",
    });
    // Paid: placed and invoiced for the prepaid amount.
    await simulator().complete(switched.phonePeOrderId!, "success", "upi");
    await verifyAs(token, order.id, switched.phonePeOrderId!);
    const paid = await db().order.findUniqueOrThrow({ where: { id: order.id }, include: { taxDocuments: true } });
    expect(paid).toMatchObject({ status: "ORDER_PLACED", paid: true });
    const [invoice] = paid.taxDocuments;
    expect((invoice!.snapshot as { totals: { total: number } }).totals.total).toBe(order.amount - codFee);
  });

  it("is the customer's alone: another shopper gets 404, a confirmed order 409, a forged link 404", async () => {
    const { order } = await unconfirmed();
    const { token: stranger } = await createUser();
    expect((await callRoute(payOnlineRoute, { token: stranger, body: { orderId: order.id } })).status).toBe(404);
    expect((await callRoute(quoteRoute, { method: "GET", token: stranger, query: { orderId: order.id } })).status).toBe(
      404,
    );
    const forged = orderLinkToken(order.id).slice(0, -2) + "AA";
    expect((await callRoute(linkPayOnline, { params: { token: forged }, body: {} })).status).toBe(404);
    expect((await db().order.findUniqueOrThrow({ where: { id: order.id } })).status).toBe("AWAITING_CONFIRMATION");

    const confirmed = await placeTestOrder();
    const token = confirmed.customerToken;
    expect((await callRoute(payOnlineRoute, { token, body: { orderId: confirmed.order.id } })).status).toBe(409);
    const quote = await callRoute(quoteRoute, { method: "GET", token, query: { orderId: confirmed.order.id } });
    expect(quote.body.payOnline).toBeNull();
  });

  it("by the order's link, sends the customer back to its tracking page", async () => {
    const { order } = await unconfirmed();
    const token = orderLinkToken(order.id);
    const started = await callRoute(linkPayOnline, {
      params: { token },
      body: {},
      headers: { "X-Store-Locale": "hi" },
    });
    expect(started.status).toBe(201);
    const switched = await db().order.findUniqueOrThrow({ where: { id: order.id } });
    const attempt = simulator().order(switched.phonePeOrderId!);
    expect(attempt?.redirectUrl).toMatch(new RegExp(`/hi/track/${token.replaceAll(".", "\\.")}$`));
    expect(await db().codConfirmation.findUniqueOrThrow({ where: { orderId: order.id } })).toMatchObject({
      answer: "PAID_ONLINE",
      answeredVia: "LINK",
    });
  });
});

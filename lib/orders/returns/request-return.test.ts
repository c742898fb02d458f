/** A customer asks for a return (integration: real database): the request, and every refusal. */
import { beforeAll, describe, expect, it } from "vitest";
import { GET as orderReturns } from "@/app/api/order/returns/route";
import { callRoute } from "@/test/support/call-route";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { placeTestOrder } from "@/test/support/orders";
import { askReturn, deliveredCodOrder, returnSnapshot } from "@/test/support/returns";
import { createUser } from "@/test/support/users-and-products";
import { startSession } from "../../auth/session";
import { db } from "../../db";
import { findReturnForAdmin } from "./read-returns";
import { moveReturn } from "./review-return";

beforeAll(ensureTestPincodes);

describe("a customer asks for a return", () => {
  it("opens a request on their delivered order, e-mails them and shows it with its history", async () => {
    const { token, order, orderItemId } = await deliveredCodOrder();
    const { status, body } = await askReturn(token, order.id, orderItemId, { quantity: 1 });
    expect(status).toBe(201);
    expect(body.returns.requests).toMatchObject([
      { status: "REQUESTED", reasonLabel: "Arrived damaged", items: [{ orderItemId, quantity: 1 }] },
    ]);
    expect(body.returns.lines).toEqual([expect.objectContaining({ orderItemId, quantity: 3, returnable: 2 })]);
    const after = await returnSnapshot(order.id);
    expect(after.requests).toMatchObject([{ status: "REQUESTED", units: [1], history: 1 }]);
    expect(after.emails).toContain("return_requested");

    const read = await callRoute(orderReturns, { method: "GET", token, query: { orderId: order.id } });
    expect(read.status).toBe(200);
    expect(read.body.returns).toMatchObject({
      canRequest: true,
      requests: [{ history: [{ status: "Return requested" }] }],
    });
  });

  it("refuses another user's order (404), an undelivered one and one past the window (409), changing nothing", async () => {
    const { token, order, orderItemId } = await deliveredCodOrder();
    const stranger = await createUser();
    const before = await returnSnapshot(order.id);
    expect((await askReturn(stranger.token, order.id, orderItemId)).status).toBe(404);
    expect(
      (await callRoute(orderReturns, { method: "GET", token: stranger.token, query: { orderId: order.id } })).status,
    ).toBe(404);

    await db().orderStatusChange.updateMany({
      where: { orderId: order.id, toStatus: "DELIVERED" },
      data: { createdAt: new Date(Date.now() - 16 * 24 * 60 * 60 * 1000) },
    });
    const late = await askReturn(token, order.id, orderItemId);
    expect(late).toMatchObject({ status: 409, body: { message: "Returns are accepted within 15 days of delivery" } });
    expect(await returnSnapshot(order.id)).toEqual(before);

    const undelivered = await placeTestOrder();
    const { token: ownerToken } = await startSession(undelivered.customer.id, "TOKEN");
    const [line] = await db().orderItem.findMany({ where: { orderId: undelivered.order.id } });
    const early = await askReturn(ownerToken, undelivered.order.id, line!.id);
    expect(early).toMatchObject({ status: 409, body: { message: "Only a delivered order can be returned" } });
    expect(await db().returnRequest.count({ where: { orderId: undelivered.order.id } })).toBe(0);
  });

  it("refuses more units than bought, a unit returned twice, and bad input, changing nothing", async () => {
    const { token, order, orderItemId } = await deliveredCodOrder();
    const before = await returnSnapshot(order.id);
    const tooMany = await askReturn(token, order.id, orderItemId, { items: [{ orderItemId, quantity: 4 }] });
    expect(tooMany).toMatchObject({ status: 409, body: { message: "Only 3 of this item can be returned" } });
    expect((await askReturn(token, order.id, "someone-elses-item")).status).toBe(400);
    for (const overrides of [
      { reason: "BORED" },
      { details: "" },
      { items: [] },
      {
        items: [
          { orderItemId, quantity: 1 },
          { orderItemId, quantity: 1 },
        ],
      },
      { photos: ["https://evil.example/x.png"] },
      { photos: [`/uploads/${"a".repeat(32)}.png`] },
      // Paid in cash: where the refund goes is asked, and checked.
      { refundTo: undefined },
      { refundTo: { method: "UPI", upiId: "not a upi id" } },
      { refundTo: { method: "CHEQUE" } },
      { refundTo: { method: "BANK_ACCOUNT", accountName: "Asha", accountNumber: "12ab", ifsc: "SBIN0001234" } },
      { refundTo: { method: "BANK_ACCOUNT", accountName: "Asha", accountNumber: "123456789012", ifsc: "SBIN1234" } },
    ]) {
      expect((await askReturn(token, order.id, orderItemId, overrides)).status).toBe(400);
    }
    expect(await returnSnapshot(order.id)).toEqual(before);

    expect((await askReturn(token, order.id, orderItemId, { items: [{ orderItemId, quantity: 3 }] })).status).toBe(201);
    const claimed = await returnSnapshot(order.id);
    const again = await askReturn(token, order.id, orderItemId);
    expect(again).toMatchObject({ status: 409, body: { message: "This item has already been returned" } });
    expect(await returnSnapshot(order.id)).toEqual(claimed);
  });

  it("keeps a cash refund's bank account sealed, shows it masked, gives it to the operator, and forgets it once sent", async () => {
    const { token, order, orderItemId, admin } = await deliveredCodOrder();
    const refundTo = {
      method: "BANK_ACCOUNT",
      accountName: "Asha Verma",
      accountNumber: "001234567890",
      ifsc: "sbin0001234",
    };
    const { status, body } = await askReturn(token, order.id, orderItemId, { refundTo });
    expect(status).toBe(201);
    expect(body.returns.requests[0].refundTo).toBe("A/c ••••7890, SBIN0001234");
    const [request] = await db().returnRequest.findMany({ where: { orderId: order.id } });
    expect(request).toMatchObject({ refundMethod: "BANK_ACCOUNT", refundDetailsHint: "A/c ••••7890, SBIN0001234" });
    expect(request!.refundDetails).not.toContain("001234567890");
    expect((await findReturnForAdmin(request!.id))!.sendRefundTo).toBe(
      "Asha Verma, account 001234567890, IFSC SBIN0001234",
    );

    for (const to of ["APPROVED", "RECEIVED"] as const) await moveReturn(admin.id, request!.id, { to });
    await moveReturn(admin.id, request!.id, { to: "REFUNDED", reference: "NEFT-88231" });
    const sent = await db().returnRequest.findUniqueOrThrow({ where: { id: request!.id } });
    expect(sent).toMatchObject({ refundDetails: null, refundDetailsHint: "A/c ••••7890, SBIN0001234" });
    expect((await findReturnForAdmin(request!.id))!.sendRefundTo).toBeNull();
  });

  it("forgets a cash refund's UPI ID once the return is rejected", async () => {
    const { token, order, orderItemId, admin } = await deliveredCodOrder();
    const refundTo = { method: "UPI", upiId: "asha.v@okaxis" };
    expect((await askReturn(token, order.id, orderItemId, { refundTo })).status).toBe(201);
    const [request] = await db().returnRequest.findMany({ where: { orderId: order.id } });
    await moveReturn(admin.id, request!.id, { to: "REJECTED", note: "The seal is broken" });
    const rejected = await db().returnRequest.findUniqueOrThrow({ where: { id: request!.id } });
    expect(rejected).toMatchObject({ status: "REJECTED", refundDetails: null, refundDetailsHint: "as••••@okaxis" });
  });
});

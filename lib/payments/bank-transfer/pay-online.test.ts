/**
 * "PhonePe stays available" (issue #35): an order awaiting its bank transfer may be paid online
 * instead. It stays a bank transfer order until PhonePe pays it, so a failed or abandoned payment
 * leaves it waiting for the transfer until its own day; once paid online, no transfer can pay it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { callRoute } from "@/test/support/call-route";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { orderOf, stockOf, verifyAs } from "@/test/support/phonepe-checkout";
import { runPhonePeSimulator } from "@/test/support/phonepe-simulator";
import { acceptedQuoteOrder } from "@/test/support/quotes";
import { createUser } from "@/test/support/users-and-products";
import { POST as retry } from "@/app/api/order/phonepe/retry/route";
import { db } from "../../db";
import { settle } from "../phonepe/settlement";
import { releaseUnpaidTransfers } from "./expiry";
import { matchTransfer, recordTransfer } from "./transfers";

const simulator = runPhonePeSimulator();
beforeAll(ensureTestPincodes);

const payOnline = (token: string, orderId: string) => callRoute(retry, { token, body: { orderId } });
const HOUR_MS = 60 * 60 * 1000;

describe("paying a bank transfer order online instead", () => {
  it("keeps it waiting for the transfer when PhonePe fails, and pays it once when PhonePe succeeds", async () => {
    const { order, teacher, product } = await acceptedQuoteOrder();
    const { paymentExpiresAt: transferDay } = await orderOf(order.id);

    expect((await payOnline(teacher.token, order.id)).status).toBe(201);
    const failing = await orderOf(order.id);
    expect(failing).toMatchObject({
      paymentMethod: "BANK_TRANSFER",
      status: "AWAITING_PAYMENT",
      paymentExpiresAt: transferDay,
    });
    await simulator().complete(failing.phonePeOrderId!, "insufficient-balance");
    const failed = await verifyAs(teacher.token, order.id, failing.phonePeOrderId!);
    expect(failed.body).toMatchObject({
      paymentState: "FAILED",
      order: { status: "Awaiting Payment", paymentMethod: "bank_transfer", payment: false },
      recovery: { retry: true },
    });

    // An attempt left open past PhonePe's window ends alone too.
    await payOnline(teacher.token, order.id);
    const abandoned = (await orderOf(order.id)).phonePeOrderId!;
    expect(await settle(abandoned, { state: "PENDING" }, new Date(Date.now() + HOUR_MS))).toBe("AWAITING_PAYMENT");
    expect(await orderOf(order.id)).toMatchObject({ status: "AWAITING_PAYMENT", paymentExpiresAt: transferDay });
    expect(await stockOf(product.id)).toBe(20);

    await payOnline(teacher.token, order.id);
    const paying = (await orderOf(order.id)).phonePeOrderId!;
    await simulator().complete(paying, "success");
    const paid = await verifyAs(teacher.token, order.id, paying);
    expect(paid.body).toMatchObject({
      paymentState: "COMPLETED",
      order: { status: "Order Placed", paymentMethod: "phonepe", payment: true },
    });
    expect(await db().taxDocument.count({ where: { orderId: order.id, kind: "INVOICE" } })).toBe(1);

    // The school's transfer of the same sum arrives after all: it pays nothing, and stays for a refund.
    const transfer = await recordTransfer(
      {
        utr: `SBIN${String(Date.now()).slice(-12)}`,
        amount: 1_362_300,
        receivedOn: new Date().toISOString().slice(0, 10),
      },
      "MANUAL",
    );
    await expect(matchTransfer(transfer.transfer.id, order.id, null)).rejects.toMatchObject({ status: 409 });
    expect(await orderOf(order.id)).toMatchObject({ status: "ORDER_PLACED", paid: true, paymentMethod: "PHONEPE" });
    expect(await stockOf(product.id)).toBe(20);
  });

  it("refuses another customer's order (404) and one whose transfer days are over (409)", async () => {
    const { order, teacher } = await acceptedQuoteOrder();
    const stranger = await createUser();
    expect((await payOnline(stranger.token, order.id)).status).toBe(404);

    await db().order.update({ where: { id: order.id }, data: { paymentExpiresAt: new Date(Date.now() - 1000) } });
    await releaseUnpaidTransfers();
    const refused = await payOnline(teacher.token, order.id);
    expect(refused.status).toBe(409);
    expect(await db().paymentAttempt.count({ where: { orderId: order.id } })).toBe(0);
    expect(await orderOf(order.id)).toMatchObject({ status: "PAYMENT_FAILED", paymentMethod: "BANK_TRANSFER" });
  });
});

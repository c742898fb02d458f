/**
 * The orders an operator may match a transfer to: unpaid and awaiting a bank transfer, with what is
 * due, their proforma and the UTR their customer gave; gone once paid, never another way of paying.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { POST as giveReference } from "@/app/api/order/transfer-reference/route";
import { callRoute } from "@/test/support/call-route";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { acceptedQuoteOrder } from "@/test/support/quotes";
import { db } from "../../db";
import { ordersAwaitingTransfer } from "./awaiting-orders";
import { matchTransfer, recordTransfer } from "./transfers";

beforeAll(ensureTestPincodes);

const listed = async (orderId: string) => (await ordersAwaitingTransfer()).find((order) => order.id === orderId);
/** A UTR of its own: "SBINR52026…" (12 to 22 capitals and digits). */
const newUtr = () =>
  `SBINR5${String(Date.now()).slice(-10)}${String(Math.floor(Math.random() * 1e6)).padStart(6, "0")}`;

describe("the orders awaiting a bank transfer", () => {
  it("list what each is due with its proforma and the customer's UTR, until it is paid", async () => {
    const { order, quote, teacher } = await acceptedQuoteOrder();
    expect(await listed(order.id)).toEqual({
      id: order.id,
      customer: { name: teacher.user.name, email: teacher.user.email },
      organisation: "Kendriya Vidyalaya No. 1, Jodhpur",
      amountDue: 1_362_300,
      quoteNumber: quote.number,
      transferReference: null,
      createdAt: expect.any(Date),
      paymentExpiresAt: expect.any(Date),
    });

    const utr = newUtr();
    const given = await callRoute(giveReference, { token: teacher.token, body: { orderId: order.id, utr } });
    expect(given.status).toBe(200);
    expect(await listed(order.id)).toMatchObject({ transferReference: utr });

    const { transfer } = await recordTransfer(
      { utr: newUtr(), amount: 1_362_300, receivedOn: new Date().toISOString().slice(0, 10) },
      "MANUAL",
    );
    await matchTransfer(transfer.id, order.id, null);
    expect(await listed(order.id)).toBeUndefined();
  });

  it("leave out an order awaiting another way of paying", async () => {
    const { order } = await acceptedQuoteOrder();
    await db().order.update({ where: { id: order.id }, data: { paymentMethod: "PHONEPE" } });
    expect(await listed(order.id)).toBeUndefined();
  });
});

/**
 * Bank transfers paying accepted quotes: a transfer moves its order to paid once, and only for the
 * exact amount due; a UTR is recorded once; the customer's UTR or a statement's narration matches
 * it when that is certain; an order whose transfer never came is released.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { callRoute } from "@/test/support/call-route";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { acceptedQuoteOrder } from "@/test/support/quotes";
import { createUser } from "@/test/support/users-and-products";
import { POST as giveReference } from "@/app/api/order/transfer-reference/route";
import { db } from "../../db";
import { getOrderOf } from "../../orders/order";
import { readTaxDocumentSnapshot } from "../../invoices/snapshot";
import { releaseUnpaidTransfers } from "./expiry";
import { importStatement } from "./statement";
import { matchTransfer, recordTransfer } from "./transfers";

beforeAll(ensureTestPincodes);

let utrSequence = Date.now() % 1_000_000;
/** A NEFT-shaped UTR of its own per call: "HDFCN52026112900123456". */
const newUtr = () => `HDFCN5202611${String(++utrSequence).padStart(10, "0")}`;
const today = () => new Date().toISOString().slice(0, 10);
const DUE = 1_362_300;

describe("matching a bank transfer", () => {
  it("moves its order to paid once, and refuses a transfer of another amount", async () => {
    const { order, teacher } = await acceptedQuoteOrder();
    const short = await recordTransfer({ utr: newUtr(), amount: DUE - 100, receivedOn: today() }, "MANUAL");
    await expect(matchTransfer(short.transfer.id, order.id, null)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining("the order is due ₹13,623.00"),
    });
    expect((await getOrderOf(teacher.user.id, order.id)).status).toBe("AWAITING_PAYMENT");

    const admin = await createUser({ role: "ADMIN" });
    const exact = await recordTransfer({ utr: newUtr(), amount: DUE, receivedOn: today() }, "MANUAL");
    // Two operators match it at once: one pays the order, the other is refused.
    const results = await Promise.allSettled([
      matchTransfer(exact.transfer.id, order.id, admin.user.id),
      matchTransfer(exact.transfer.id, order.id, admin.user.id),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const paid = await getOrderOf(teacher.user.id, order.id);
    expect(paid).toMatchObject({ status: "ORDER_PLACED", paid: true });
    expect(await db().orderStatusChange.count({ where: { orderId: order.id, toStatus: "ORDER_PLACED" } })).toBe(1);
    const invoice = await db().taxDocument.findFirstOrThrow({ where: { orderId: order.id, kind: "INVOICE" } });
    expect(readTaxDocumentSnapshot(invoice.snapshot, invoice.id)).toMatchObject({
      purchaseOrder: "KV1/PO/2026-27/044",
      totals: { total: DUE },
    });

    // Another transfer cannot pay it again.
    const second = await recordTransfer({ utr: newUtr(), amount: DUE, receivedOn: today() }, "MANUAL");
    await expect(matchTransfer(second.transfer.id, order.id, admin.user.id)).rejects.toMatchObject({ status: 409 });
    expect(await db().bankTransfer.findUniqueOrThrow({ where: { id: second.transfer.id } })).toMatchObject({
      orderId: null,
    });
  });

  it("records a UTR once, and refuses the same UTR with another amount", async () => {
    const utr = newUtr();
    const first = await recordTransfer({ utr, amount: 50_000, receivedOn: today() }, "MANUAL");
    const again = await recordTransfer({ utr, amount: 50_000, receivedOn: today() }, "STATEMENT");
    expect(first.created).toBe(true);
    expect(again).toEqual({ transfer: first.transfer, created: false });
    await expect(recordTransfer({ utr, amount: 60_000, receivedOn: today() }, "MANUAL")).rejects.toMatchObject({
      status: 409,
    });
    expect(await db().bankTransfer.count({ where: { utr } })).toBe(1);
  });

  it("pays the order at once when its customer gives the UTR of a transfer received; a stranger cannot give one", async () => {
    const { order, teacher } = await acceptedQuoteOrder();
    const utr = newUtr();
    await recordTransfer({ utr, amount: DUE, receivedOn: today() }, "MANUAL");
    const stranger = await createUser();
    const theirs = await callRoute(giveReference, { token: stranger.token, body: { orderId: order.id, utr } });
    expect(theirs.status).toBe(404);
    expect(
      (await callRoute(giveReference, { token: teacher.token, body: { orderId: order.id, utr: "12-34" } })).status,
    ).toBe(400);

    const answer = await callRoute(giveReference, {
      token: teacher.token,
      body: { orderId: order.id, utr: utr.toLowerCase() },
    });
    expect(answer.status).toBe(200);
    expect(await getOrderOf(teacher.user.id, order.id)).toMatchObject({ status: "ORDER_PLACED", paid: true });
    expect((await callRoute(giveReference, { token: teacher.token, body: { orderId: order.id, utr } })).status).toBe(
      409,
    );
  });
});

describe("a bank statement's import", () => {
  it("records each credit once and matches the one whose narration names a proforma, with its amount", async () => {
    const { order, quote, teacher } = await acceptedQuoteOrder();
    const named = newUtr();
    const unknown = newUtr();
    const statement = [
      "HDFC BANK Ltd.,,,,,",
      "Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.",
      `29/11/26,"NEFT CR-SBIN0001234-KENDRIYA VIDYALAYA-${quote.number!.replaceAll("/", "")}",${named},29/11/26,,"13,623.00"`,
      `29/11/26,UPI-ASHA VERMA-asha@okaxis,${unknown},29/11/26,,499.00`,
      "29/11/26,NEFT DR-ELECTRICITY BILL,0000000000001,29/11/26,2100.00,",
      `31/02/26,NEFT CR-A BAD DAY,${newUtr()},31/02/26,,100.00`,
    ].join("\r\n");
    expect(await importStatement(statement)).toEqual({
      recorded: 2,
      alreadyRecorded: 0,
      matched: 1,
      skipped: [{ line: 6, reason: "Enter the day it was received" }],
    });
    expect(await getOrderOf(teacher.user.id, order.id)).toMatchObject({ status: "ORDER_PLACED", paid: true });
    expect(await importStatement(statement)).toMatchObject({ recorded: 0, alreadyRecorded: 2, matched: 0 });
    expect(await db().bankTransfer.count({ where: { utr: { in: [named, unknown] } } })).toBe(2);
  });
});

describe("an order whose transfer never came", () => {
  it("is released once when its days are over, its stock back on sale once, by two instances' sweeps at once", async () => {
    const { order, product } = await acceptedQuoteOrder();
    await db().order.update({ where: { id: order.id }, data: { paymentExpiresAt: new Date(Date.now() - 1000) } });
    await Promise.all([releaseUnpaidTransfers(), releaseUnpaidTransfers()]);
    expect(await db().orderStatusChange.count({ where: { orderId: order.id, toStatus: "PAYMENT_FAILED" } })).toBe(1);
    expect(await db().order.findUniqueOrThrow({ where: { id: order.id } })).toMatchObject({ status: "PAYMENT_FAILED" });
    expect((await db().product.findUniqueOrThrow({ where: { id: product.id } })).stockQuantity).toBe(50);
  });
});

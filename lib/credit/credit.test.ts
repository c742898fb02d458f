/**
 * Gift cards and store credit against the database: the ledger under parallel spends, credit as a
 * tender at placement (part or all of an order), given back as store credit when an order does not
 * go ahead, and a return refunded as store credit after its credit note.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { POST as checkGiftCardRoute } from "@/app/api/gift-cards/check/route";
import { GET as accountCreditRoute } from "@/app/api/user/credit/route";
import { db } from "@/lib/db";
import { readTaxDocumentSnapshot } from "@/lib/invoices/snapshot";
import { runOrderTransaction } from "@/lib/orders/lifecycle/order-transaction";
import { transition } from "@/lib/orders/lifecycle/transition";
import { cancelOwnOrder } from "@/lib/orders/cancel-order";
import { placeOrder } from "@/lib/orders/place-order";
import { openPaymentAttempt } from "@/lib/payments/phonepe/start-payment";
import { ensureTestPincodes, TEST_PINCODES, deliveryAddress } from "@/test/support/delivery-data";
import { composeEmail } from "@/lib/mail/compose";
import { orderMessagesFor } from "@/lib/mail/orders/messages";
import { parcelOrder, parcelOrderInclude } from "@/lib/shipping/parcel";
import { callRoute } from "@/test/support/call-route";
import { deliverOrderEvents } from "@/test/support/mail";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { issueGiftCard } from "./gift-cards";
import { addStoreCredit, expireGiftCards, spendGiftCard } from "./ledger";
import { heldGiftCard, storeCreditBalance } from "./tenders";

beforeAll(ensureTestPincodes);

const rupees = (paise: number) => paise * 100;

async function giftCard(value = rupees(1000), issuedAt?: Date) {
  return db().$transaction((tx) =>
    issueGiftCard(
      tx,
      {
        value,
        buyerId: null,
        recipientName: "Asha",
        recipientEmail: "asha@example.in",
        senderName: "Ravi",
        message: null,
      },
      issuedAt,
    ),
  );
}

const balanceOf = async (giftCardId: string) =>
  Number((await db().giftCard.findUniqueOrThrow({ where: { id: giftCardId } })).balance);

const entriesOf = (where: { giftCardId?: string; userId?: string }) =>
  db().creditEntry.findMany({ where, orderBy: { createdAt: "asc" }, select: { kind: true, amount: true } });

async function shopper(price = "600.00") {
  const { user } = await createUser();
  const product = await createProduct({ price, stockQuantity: 50 });
  return { user, product };
}

const place = (
  userId: string,
  productId: string,
  method: "COD" | "PHONEPE" | "CREDIT",
  credit: { giftCardCodes?: string[]; useStoreCredit?: boolean; paidByCredit?: number },
) =>
  placeOrder(
    userId,
    {
      items: [{ productId, quantity: 1 }],
      address: deliveryAddress(TEST_PINCODES.warehouse.pincode),
      confirmRepeat: true,
      ...credit,
    },
    method,
  );

describe("the gift card ledger", () => {
  it("never goes below zero under 20 parallel spends, each one a ledger row", async () => {
    const card = await giftCard(rupees(1000));
    const spends = await Promise.all(
      Array.from({ length: 20 }, () =>
        db().$transaction((tx) => spendGiftCard(tx, card.id, rupees(150), { note: "parallel" })),
      ),
    );
    expect(spends.filter(Boolean)).toHaveLength(6);
    expect(await balanceOf(card.id)).toBe(100);
    const entries = await entriesOf({ giftCardId: card.id });
    expect(entries.map((entry) => entry.kind)).toEqual(["ISSUE", ...Array(6).fill("REDEEM")]);
  });

  it("reads an unknown, a malformed, an expired and a spent code as refusals, and expires a year on", async () => {
    await expect(heldGiftCard("2345-6789-ABCD-EFGH")).rejects.toMatchObject({ status: 422 });
    await expect(heldGiftCard("' OR 1=1 --")).rejects.toMatchObject({
      status: 422,
      message: "This gift card code isn't valid. Please check it and try again.",
    });
    const old = await giftCard(rupees(500), new Date("2025-01-10T06:00:00Z"));
    // Valid to the end of 10 January 2026 in India.
    expect(old.expiresAt.toISOString()).toBe("2026-01-10T18:30:00.000Z");
    await expect(heldGiftCard(old.code)).rejects.toMatchObject({
      message: "This gift card was valid until 10 January 2026.",
    });
    // Two instances' jobs at once write the card off once.
    await Promise.all([1, 2].map(() => db().$transaction((tx) => expireGiftCards(tx))));
    expect(await balanceOf(old.id)).toBe(0);
    expect((await entriesOf({ giftCardId: old.id })).map((entry) => [entry.kind, Number(entry.amount)])).toEqual([
      ["ISSUE", 500],
      ["EXPIRE", 500],
    ]);
    const spent = await giftCard(rupees(500));
    await db().$transaction((tx) => spendGiftCard(tx, spent.id, rupees(500), {}));
    await expect(heldGiftCard(spent.code.toLowerCase())).rejects.toMatchObject({
      message: "This gift card has no balance left.",
    });
  });
});

describe("credit at checkout", () => {
  it("pays part of a PhonePe order, which PhonePe is asked for the rest of; a failed payment gives it back as store credit", async () => {
    const { user, product } = await shopper("1200.00");
    const card = await giftCard(rupees(500));
    const order = await place(user.id, product.id, "PHONEPE", { giftCardCodes: [card.code], paidByCredit: 500 });
    expect(order).toMatchObject({ status: "AWAITING_PAYMENT", paidByCredit: rupees(500) });
    const merchantOrderId = await db().$transaction((tx) => openPaymentAttempt(tx, order));
    const attempt = await db().paymentAttempt.findUniqueOrThrow({ where: { merchantOrderId } });
    expect(Number(attempt.amount) * 100).toBe(order.amount - rupees(500));
    expect(await balanceOf(card.id)).toBe(0);

    await runOrderTransaction((t) => transition(t, order.id, "PAYMENT_FAILED", { actor: { kind: "system" } }));
    // Back on the card, its expiry kept; a retried payment is then asked for the whole amount.
    expect(await balanceOf(card.id)).toBe(500);
    expect(await storeCreditBalance(user.id)).toBe(0);
    const row = await db().order.findUniqueOrThrow({ where: { id: order.id } });
    expect(Number(row.paidByCredit)).toBe(0);
  });

  it("pays a whole order: placed paid and invoiced at its full value; cancelled, it goes back the way it came", async () => {
    const { user, product } = await shopper("600.00");
    const card = await giftCard(rupees(2000));
    await expect(place(user.id, product.id, "COD", { giftCardCodes: [card.code] })).rejects.toMatchObject({
      status: 409,
      message:
        "Your gift cards and store credit pay for the whole order: there is nothing left to pay on delivery or online.",
    });
    const order = await place(user.id, product.id, "CREDIT", { giftCardCodes: [card.code] });
    expect(order).toMatchObject({ status: "ORDER_PLACED", paymentMethod: "CREDIT", paid: true });
    expect(order.paidByCredit).toBe(order.amount);
    // Paid as it is placed: the customer hears so, and the store's inbox gets the new order.
    const placedEvent = {
      type: "order.placed",
      orderId: order.id,
      status: order.status,
      amount: order.amount,
    } as const;
    expect(orderMessagesFor({ ...placedEvent, paymentMethod: "CREDIT" })).toEqual([
      { message: "paid", to: "customer" },
      { message: "new_order", to: "store" },
    ]);
    await deliverOrderEvents(order.id);
    const sent = await db().emailMessage.findFirstOrThrow({ where: { orderId: order.id, template: "order" } });
    expect(sent.data).toMatchObject({ message: "paid" });
    const invoice = await db().taxDocument.findFirstOrThrow({ where: { orderId: order.id, kind: "INVOICE" } });
    expect(readTaxDocumentSnapshot(invoice.snapshot, invoice.id).totals.total).toBe(order.amount);
    expect(await balanceOf(card.id)).toBe(2000 - order.amount / 100);

    await cancelOwnOrder(user.id, { orderId: order.id, reason: "Bought by mistake" });
    expect(await balanceOf(card.id)).toBe(2000);
    expect(await db().refund.count({ where: { orderId: order.id } })).toBe(0);

    // Paid again with the card, which then expires before the order is cancelled: its part comes
    // back as store credit (the customer loses nothing), which pays the next order.
    const second = await place(user.id, product.id, "CREDIT", { giftCardCodes: [card.code] });
    await db().giftCard.update({ where: { id: card.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await cancelOwnOrder(user.id, { orderId: second.id, reason: "Bought by mistake" });
    expect(await balanceOf(card.id)).toBe(2000 - second.amount / 100);
    expect(await storeCreditBalance(user.id)).toBe(second.amount);
    const next = await place(user.id, product.id, "CREDIT", { useStoreCredit: true });
    expect(next).toMatchObject({ paymentMethod: "CREDIT", paid: true });
    expect(await storeCreditBalance(user.id)).toBe(0);
    expect((await entriesOf({ userId: user.id })).map((entry) => entry.kind)).toEqual(["REFUND", "REDEEM"]);
    expect((await entriesOf({ giftCardId: card.id })).map((entry) => entry.kind)).toEqual([
      "ISSUE",
      "REDEEM",
      "REFUND",
      "REDEEM",
    ]);
  });

  it("refuses credit that changed since the checkout showed it, and a gift card another order spent meanwhile", async () => {
    const { user, product } = await shopper("600.00");
    const card = await giftCard(rupees(500));
    await expect(
      place(user.id, product.id, "COD", { giftCardCodes: [card.code], paidByCredit: 400 }),
    ).rejects.toMatchObject({
      status: 409,
      message: "Your gift card or store credit balance has changed. Please review your order.",
    });
    const placed = await Promise.allSettled(
      Array.from({ length: 4 }, () => place(user.id, product.id, "COD", { giftCardCodes: [card.code] })),
    );
    const [order] = placed.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    expect(placed.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    // Its e-mail asking to confirm says what is left to pay in cash.
    await deliverOrderEvents(order!.id);
    const confirm = await db().emailMessage.findFirstOrThrow({ where: { orderId: order!.id, template: "order" } });
    const text = (await composeEmail("order", confirm.data)).text;
    expect(text).toMatch(/Paid by gift card \/ store credit\s+-₹500\.00/);
    expect(text).toContain(`Left to pay`);
    // And the courier collects only that.
    const row = await db().order.findUniqueOrThrow({ where: { id: order!.id }, include: parcelOrderInclude });
    expect(parcelOrder(row, "ref-1")).toMatchObject({ cashOnDelivery: true, total: order!.amount - rupees(500) });
    expect(await balanceOf(card.id)).toBe(0);
    expect(await db().order.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe("the gift card and store credit calls", () => {
  it("answer only a signed-in customer, each about their own credit, never with a card's code", async () => {
    const card = await giftCard(rupees(750));
    expect((await callRoute(checkGiftCardRoute, { body: { code: card.code } })).status).toBe(401);
    expect((await callRoute(accountCreditRoute, { method: "GET" })).status).toBe(401);
    const { user, token } = await createUser();
    const checked = await callRoute(checkGiftCardRoute, { token, body: { code: card.code.replaceAll("-", " ") } });
    expect(checked.body).toMatchObject({ giftCard: { hint: `•••• ${card.code.slice(-4)}`, balance: 750 } });
    expect(JSON.stringify(checked.body)).not.toContain(card.code.slice(0, 4));
    expect((await callRoute(checkGiftCardRoute, { token, body: { code: "" } })).status).toBe(400);

    const { user: other } = await createUser();
    await db().$transaction((tx) => addStoreCredit(tx, other.id, rupees(40), { note: "someone else's" }));
    const own = await callRoute(accountCreditRoute, { method: "GET", token });
    expect(own.body).toMatchObject({ storeCredit: 0, movements: [], giftCardsBought: [] });
    expect(user.id).not.toBe(other.id);
  });
});

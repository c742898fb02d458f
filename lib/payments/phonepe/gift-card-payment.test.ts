/**
 * Buying a gift card through the PhonePe simulator: paid, the card is issued once (however many
 * times PhonePe is asked), with its receipt and its two e-mails, its code delivered sealed; failed,
 * nothing is issued; the calls refuse bad input, strangers and other buyers.
 */
import { describe, expect, it } from "vitest";
import { POST as buyRoute } from "@/app/api/gift-cards/route";
import { POST as verifyRoute } from "@/app/api/gift-cards/verify/route";
import { unseal } from "@/lib/auth/sealed";
import { creditOverview } from "@/lib/credit/admin-credit";
import { heldGiftCard } from "@/lib/credit/tenders";
import { composeEmail } from "@/lib/mail/compose";
import { db } from "@/lib/db";
import { callRoute } from "@/test/support/call-route";
import { runPhonePeSimulator } from "@/test/support/phonepe-simulator";
import { createUser } from "@/test/support/users-and-products";
import { followGiftCardPayments, settleGiftCardPayment } from "./gift-card-payment";

const simulator = runPhonePeSimulator();

const purchase = {
  value: 1000,
  recipientName: "Asha",
  recipientEmail: "Asha.Verma@Example.in",
  senderName: "Ravi Mama",
  message: "Happy birthday!",
};

async function buy(token: string, body: Record<string, unknown> = purchase) {
  const started = await callRoute(buyRoute, { token, body, headers: { "X-Store-Locale": "hi" } });
  expect(started.status).toBe(201);
  const purchaseId = started.body.purchaseId as string;
  const { merchantOrderId } = await db().giftCardPurchase.findUniqueOrThrow({ where: { id: purchaseId } });
  return { purchaseId, merchantOrderId };
}

describe("buying a gift card", () => {
  it("issues the card once it is paid: its receipt, its two e-mails in the page's language, its code sealed", async () => {
    const { user, token } = await createUser();
    const { purchaseId, merchantOrderId } = await buy(token);
    expect(merchantOrderId).toMatch(/^GC_/);
    await simulator().complete(merchantOrderId, "success", "upi");
    // The webhook and the expiry job settling it on two instances at once issue one card.
    const again = { state: "COMPLETED", amount: 100_000 } as const;
    expect(
      await Promise.all([settleGiftCardPayment(merchantOrderId, again), settleGiftCardPayment(merchantOrderId, again)]),
    ).toEqual(["PAID", "PAID"]);

    const verified = await callRoute(verifyRoute, { token, body: { purchaseId } });
    expect(verified.body).toMatchObject({
      purchase: { state: "PAID", value: 1000, recipientEmail: "asha.verma@example.in" },
    });
    expect((verified.body.purchase as { receiptNumber: string }).receiptNumber).toMatch(/^GC\/\d{4}-\d{2}\/\d{6}$/);
    await followGiftCardPayments(new Date(Date.now() + 60 * 60_000));
    const cards = await db().giftCard.findMany({ where: { buyerId: user.id } });
    expect(cards).toHaveLength(1);
    expect(Number(cards[0]!.balance)).toBe(1000);

    const emails = await db().emailMessage.findMany({
      where: { key: { startsWith: `gift-card:${cards[0]!.id}` } },
      orderBy: { key: "asc" },
    });
    expect(emails.map((email) => [email.template, email.recipient])).toEqual([
      ["giftCardReceipt", user.email],
      ["giftCard", "asha.verma@example.in"],
    ]);
    const code = await unseal((emails[1]!.data as { codeSealed: string }).codeSealed);
    expect(JSON.stringify(emails.map((email) => email.data))).not.toContain(code);
    expect((await heldGiftCard(code)).balance).toBe(100_000);
    const letter = await composeEmail("giftCard", emails[1]!.data);
    expect(letter.text).toContain(code);
    expect(letter.text).toContain("Ravi Mama");
    expect(emails[1]!.subject).toBe("Ravi Mama ने आपको ₹1,000.00 का GanitPlay गिफ़्ट कार्ड भेजा है");
    const receipt = await composeEmail("giftCardReceipt", emails[0]!.data);
    expect(receipt.text).not.toContain(code);
    expect(receipt.text).toContain("GST");
  });

  it("issues nothing for a failed payment, and answers only its own buyer", async () => {
    const { user, token } = await createUser();
    const { purchaseId, merchantOrderId } = await buy(token);
    await simulator().complete(merchantOrderId, "insufficient-balance", "upi");
    const verified = await callRoute(verifyRoute, { token, body: { purchaseId } });
    expect(verified.body).toMatchObject({ purchase: { state: "FAILED", receiptNumber: null } });
    expect(await db().giftCard.count({ where: { buyerId: user.id } })).toBe(0);

    // A payment of another sum issues nothing either, and the operator sees it to refund by hand.
    const other = await buy(token);
    expect(await settleGiftCardPayment(other.merchantOrderId, { state: "COMPLETED", amount: 100 })).toBe("FAILED");
    expect(await db().giftCard.count({ where: { buyerId: user.id } })).toBe(0);
    const { purchases, giftCardsOutstanding } = await creditOverview();
    expect(purchases.find((row) => row.id === other.purchaseId)).toMatchObject({
      state: "FAILED",
      errorCode: "AMOUNT_MISMATCH",
    });
    expect(giftCardsOutstanding).toBeGreaterThanOrEqual(0);

    const { token: stranger } = await createUser();
    expect((await callRoute(verifyRoute, { token: stranger, body: { purchaseId } })).status).toBe(404);
    expect((await callRoute(verifyRoute, { body: { purchaseId } })).status).toBe(401);
  });

  it("refuses a value outside ₹500–₹10,000, part rupees and a missing recipient, recording nothing", async () => {
    const { user, token } = await createUser();
    for (const body of [
      { ...purchase, value: 499 },
      { ...purchase, value: 10_001 },
      { ...purchase, value: 750.5 },
      { ...purchase, recipientName: " " },
      { ...purchase, recipientEmail: "not an address" },
    ]) {
      expect((await callRoute(buyRoute, { token, body })).status).toBe(400);
    }
    expect((await callRoute(buyRoute, { body: purchase })).status).toBe(401);
    expect(await db().giftCardPurchase.count({ where: { buyerId: user.id } })).toBe(0);
  });
});

/**
 * Finding 6 of #29: a shopper typing someone else's e-mail at checkout must not make the store
 * mail them the order (its address fields' free text in it). Only the account's own address gets
 * order e-mails; the typed one gets one fixed-text link to confirm it, and the order e-mails only
 * once confirmed.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { requestEmailVerification } from "@/lib/auth/email-verification";
import { db } from "@/lib/db";
import { EMAIL_VERIFICATIONS_PER_ACCOUNT, EMAIL_VERIFICATIONS_PER_ADDRESS } from "@/lib/limits/budgets";
import { displayOrderId } from "@/lib/orders/order-view";
import { callRoute } from "@/test/support/call-route";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { VERIFICATION_SUBJECT, caughtVerificationEmails, newVictimAddress } from "@/test/support/email-verification";
import { caughtEmailsTo, deliverOrderEmails } from "@/test/support/mail";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { POST as verifyEmail } from "../user/verify-email/route";
import { POST as confirm } from "./confirmation/route";
import { POST as place } from "./place/route";

beforeAll(ensureTestPincodes);

/** The phishing text an attacker puts in the address fields. */
const LURE = {
  firstName: "Prize<b>Desk</b>",
  lastName: "Claim now",
  street: "<a href=//evil>Click</a> WIN ₹10000",
  city: "http://evil.example/win",
};
const LURE_WORDS = ["evil", "Click", "WIN", "10000", "Prize", "Claim"];

type Shopper = Awaited<ReturnType<typeof createUser>>;

/** Places and confirms a COD order as `shopper` through the API, with `email` typed at checkout; answers its id. */
async function placeWith(shopper: Shopper, email: string): Promise<string> {
  const product = await createProduct({ stockQuantity: 10 });
  const { status, body } = await callRoute(place, {
    token: shopper.token,
    body: {
      items: [{ productId: product.id, quantity: 1 }],
      address: { ...deliveryAddress(TEST_PINCODES.rest.pincode), ...LURE, email },
      paymentMethod: "cod",
    },
  });
  expect(status).toBe(201);
  // Confirmed at once on the page after checkout, as most are: its e-mails are the confirmed order's.
  const confirmed = await callRoute(confirm, {
    token: shopper.token,
    body: { orderId: body.orderId, answer: "confirm" },
  });
  expect(confirmed.status).toBe(200);
  return body.orderId as string;
}

const subjectsTo = async (recipient: string) => (await caughtEmailsTo(recipient)).map((email) => email.subject);

describe("order e-mails to an address typed at checkout", () => {
  it("go to the account's address; the typed one gets one fixed-text link, and nothing typed", async () => {
    const shopper = await createUser();
    const victim = newVictimAddress();
    const orderId = await placeWith(shopper, victim.toUpperCase());
    const id = displayOrderId(orderId);

    const [link, ...more] = await caughtVerificationEmails(victim, orderId);
    expect(more).toEqual([]);
    expect(await subjectsTo(victim)).toEqual([VERIFICATION_SUBJECT]);
    expect(await subjectsTo(shopper.user.email)).toEqual([`Your GanitPlay order ${id} is confirmed`]);
    // Only the store's words, the display id and the link.
    const { subject, html, text } = link!.email;
    for (const part of [subject, html, text]) {
      for (const word of LURE_WORDS) expect(part).not.toContain(word);
      expect(part).not.toContain(shopper.user.name);
    }
    expect(text).toContain(`GanitPlay order ${id}`);

    // A second order to the same address while the link is live sends no second link.
    const second = await placeWith(shopper, victim);
    expect(await caughtVerificationEmails(victim, second)).toHaveLength(1);
    expect(await subjectsTo(victim)).toEqual([VERIFICATION_SUBJECT]);
  });

  it("caps the links one address gets, whichever accounts type it", async () => {
    const victim = newVictimAddress();
    const orderIds: string[] = [];
    for (let account = 0; account <= EMAIL_VERIFICATIONS_PER_ADDRESS.points; account += 1) {
      orderIds.push(await placeWith(await createUser(), victim));
    }
    expect(await caughtVerificationEmails(victim, ...orderIds)).toHaveLength(EMAIL_VERIFICATIONS_PER_ADDRESS.points);
  });

  it("caps the links one account sends, whichever addresses it types", async () => {
    // Its open cash orders are limited too: the other addresses are asked for as its next orders would.
    const shopper = await createUser();
    const typed = newVictimAddress();
    const orderId = await placeWith(shopper, typed);
    const request = {
      userId: shopper.user.id,
      orderId,
      displayOrderId: displayOrderId(orderId),
      locale: "en" as const,
    };
    for (let other = 0; other < EMAIL_VERIFICATIONS_PER_ACCOUNT.points; other += 1) {
      await db().$transaction((tx) => requestEmailVerification(tx, { ...request, email: newVictimAddress() }));
    }
    const links = () => db().emailVerificationToken.count({ where: { userId: shopper.user.id } });
    expect(await links()).toBe(EMAIL_VERIFICATIONS_PER_ACCOUNT.points);
    // The budget is spent: the order's own address gets none.
    expect(await caughtVerificationEmails(typed, orderId)).toEqual([]);
    expect(await links()).toBe(EMAIL_VERIFICATIONS_PER_ACCOUNT.points);
  });

  it("reach a confirmed address from then on, for the account that asked alone", async () => {
    const shopper = await createUser();
    const victim = newVictimAddress();
    const first = await placeWith(shopper, victim);
    const [link] = await caughtVerificationEmails(victim, first);
    expect(await callRoute(verifyEmail, { body: { token: link!.token } })).toMatchObject({ status: 200 });
    expect(await db().verifiedEmail.count({ where: { userId: shopper.user.id, email: victim } })).toBe(1);

    const next = await placeWith(shopper, victim);
    await deliverOrderEmails(next);
    expect(await subjectsTo(victim)).toEqual([
      VERIFICATION_SUBJECT,
      `Your GanitPlay order ${displayOrderId(next)} is confirmed`,
    ]);
    expect(await subjectsTo(shopper.user.email)).toHaveLength(2);

    // Another account typing the confirmed address gets no order e-mail there.
    const stranger = await createUser();
    const theirs = await placeWith(stranger, victim);
    await deliverOrderEmails(theirs);
    expect((await subjectsTo(victim)).filter((subject) => subject.includes(displayOrderId(theirs)))).toEqual([]);
  });

  it("use the account's address as it is when they are sent", async () => {
    const shopper = await createUser();
    const orderId = await placeWith(shopper, shopper.user.email);
    const changed = `changed.${shopper.user.email}`;
    await db().user.update({ where: { id: shopper.user.id }, data: { email: changed } });
    await deliverOrderEmails(orderId);
    expect(await subjectsTo(changed)).toEqual([`Your GanitPlay order ${displayOrderId(orderId)} is confirmed`]);
    // The old address, typed at checkout, is now another than the account's: it must be confirmed first.
    expect(await subjectsTo(shopper.user.email)).toEqual([VERIFICATION_SUBJECT]);
  });

  it("make a code-made account's first confirmed checkout e-mail its own; none is sent before", async () => {
    const shopper = await createUser();
    await db().user.update({ where: { id: shopper.user.id }, data: { email: null } });
    const typed = newVictimAddress();
    const first = await placeWith(shopper, typed);
    const [link, ...more] = await caughtVerificationEmails(typed, first);
    expect(more).toEqual([]);
    // Unconfirmed, it is not the account's and gets no order e-mail.
    expect(await subjectsTo(typed)).toEqual([VERIFICATION_SUBJECT]);
    expect(await db().user.findUniqueOrThrow({ where: { id: shopper.user.id } })).toMatchObject({ email: null });

    expect(await callRoute(verifyEmail, { body: { token: link!.token } })).toMatchObject({ status: 200 });
    expect(await db().user.findUniqueOrThrow({ where: { id: shopper.user.id } })).toMatchObject({ email: typed });
    const second = await placeWith(shopper, typed);
    await deliverOrderEmails(second);
    expect(await subjectsTo(typed)).toContain(`Your GanitPlay order ${displayOrderId(second)} is confirmed`);
  });

  it("never give a code-made account an address another account has", async () => {
    const owner = await createUser();
    const shopper = await createUser();
    await db().user.update({ where: { id: shopper.user.id }, data: { email: null } });
    const orderId = await placeWith(shopper, owner.user.email);
    const [link] = await caughtVerificationEmails(owner.user.email, orderId);
    expect(await callRoute(verifyEmail, { body: { token: link!.token } })).toMatchObject({ status: 200 });
    expect(await db().user.findUniqueOrThrow({ where: { id: shopper.user.id } })).toMatchObject({ email: null });
  });
});

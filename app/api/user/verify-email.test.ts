import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { EMAIL_VERIFIED, isUsableVerificationLink } from "@/lib/auth/email-verification";
import { db } from "@/lib/db";
import { placeOrder } from "@/lib/orders/place-order";
import { callRoute } from "@/test/support/call-route";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { caughtVerificationEmails, newVictimAddress } from "@/test/support/email-verification";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { POST as verifyEmail } from "./verify-email/route";

beforeAll(ensureTestPincodes);

const INVALID_LINK = {
  status: 400,
  body: {
    success: false,
    message:
      "This confirmation link is invalid or has expired. Nothing was changed: the next order to this address sends a new one.",
  },
};

/** A shopper's order with another address typed at checkout, and the link that address was sent. */
async function sentLink() {
  const { user } = await createUser();
  const email = newVictimAddress();
  const product = await createProduct({ stockQuantity: 5 });
  const order = await placeOrder(
    user.id,
    {
      items: [{ productId: product.id, quantity: 1 }],
      address: { ...deliveryAddress(TEST_PINCODES.rest.pincode), email },
    },
    "COD",
  );
  const [link] = await caughtVerificationEmails(email, order.id);
  return { userId: user.id, email, token: link!.token, page: link!.page };
}

/** What a refused confirmation must leave untouched. */
const state = async (userId: string) => ({
  verified: await db().verifiedEmail.findMany({ where: { userId } }),
  links: await db().emailVerificationToken.findMany({ where: { userId }, orderBy: { id: "asc" } }),
});

const confirm = (body: unknown) => callRoute(verifyEmail, { body });

describe("POST /api/user/verify-email", () => {
  it("confirms the link's address for its account, once", async () => {
    const { userId, email, token, page } = await sentLink();
    expect(page).toMatch(/\/verify-email\?token=$/);
    expect(await isUsableVerificationLink(token)).toBe(true);
    expect(await confirm({ token })).toEqual({ status: 200, body: { success: true, message: EMAIL_VERIFIED } });
    expect((await state(userId)).verified.map((row) => row.email)).toEqual([email]);

    // Reused: refused, nothing changes.
    const before = await state(userId);
    expect(await confirm({ token })).toEqual(INVALID_LINK);
    expect(await isUsableVerificationLink(token)).toBe(false);
    expect(await state(userId)).toEqual(before);
  });

  it("refuses an expired link and changes nothing", async () => {
    const { userId, token } = await sentLink();
    await db().emailVerificationToken.updateMany({
      where: { userId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const before = await state(userId);
    expect(await confirm({ token })).toEqual(INVALID_LINK);
    expect(await state(userId)).toEqual(before);
    expect(before.verified).toEqual([]);
  });

  it.each([
    ["a forged token", { token: randomBytes(32).toString("base64url") }],
    ["a malformed token", { token: "../../admin" }],
    ["a token of another shape", { token: 12345 }],
    ["no token", {}],
  ])("refuses %s and changes nothing", async (_name, body) => {
    const { userId } = await sentLink();
    const before = await state(userId);
    expect(await confirm(body)).toEqual(INVALID_LINK);
    expect(await state(userId)).toEqual(before);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { TEST_PINCODES, deliveryAddress, ensureTestPincodes } from "@/test/support/delivery-data";
import { runPhonePeSimulator } from "@/test/support/phonepe-simulator";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { db } from "../db";
import { DomainError } from "../http/errors";
import { placeOrder } from "./place-order";

runPhonePeSimulator();
beforeAll(ensureTestPincodes);

const address = deliveryAddress(TEST_PINCODES.rest.pincode);

async function shopper() {
  const { user } = await createUser();
  const product = await createProduct({ stockQuantity: 20 });
  const cart = { items: [{ productId: product.id, quantity: 2 }], address };
  return { user, product, cart };
}

/** The refusal a placement met, as the checkout reads it. */
async function refusalOf(placement: Promise<unknown>) {
  const error = await placement.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe("one order, however many tabs", () => {
  it("places one order when two tabs place the same cart at once, and names it to the other", async () => {
    const { user, cart } = await shopper();
    const outcomes = await Promise.allSettled([placeOrder(user.id, cart, "COD"), placeOrder(user.id, cart, "COD")]);
    const placed = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    expect([placed.length, refused.length]).toEqual([1, 1]);
    const { reason } = refused[0] as PromiseRejectedResult;
    expect(reason).toMatchObject({
      status: 409,
      fields: { repeatOf: (placed[0] as PromiseFulfilledResult<{ id: string }>).value.id, awaitingPayment: false },
    });
    expect((reason as DomainError).message).toBe("You placed this same order a few minutes ago. Place another one?");
    expect(await db().order.count({ where: { userId: user.id } })).toBe(1);
  });

  it("places a repeat the shopper confirmed; another cart, or the same after a cancellation, is no repeat", async () => {
    const { user, product, cart } = await shopper();
    await placeOrder(user.id, cart, "COD");
    await placeOrder(user.id, { ...cart, confirmRepeat: true }, "COD");
    await placeOrder(user.id, { ...cart, items: [{ productId: product.id, quantity: 1 }] }, "COD");
    expect(await db().order.count({ where: { userId: user.id } })).toBe(3);

    const other = await shopper();
    const cancelled = await placeOrder(other.user.id, other.cart, "COD");
    await db().order.update({ where: { id: cancelled.id }, data: { status: "CANCELLED" } });
    await expect(placeOrder(other.user.id, other.cart, "COD")).resolves.toMatchObject({
      status: "AWAITING_CONFIRMATION",
    });
  });

  it("offers the order still waiting for its online payment instead of forgetting it", async () => {
    const { user, cart } = await shopper();
    const waiting = await placeOrder(user.id, cart, "PHONEPE");
    const refusal = await refusalOf(placeOrder(user.id, cart, "COD"));
    expect(refusal.fields).toMatchObject({ repeatOf: waiting.id, awaitingPayment: true });
    expect(refusal.message).toMatch(/waiting for your payment/);
  });
});

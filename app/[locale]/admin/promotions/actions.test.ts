/**
 * The promotions' server actions (#34): only an admin's cookie session may create, pause or make
 * codes for a promotion; a shopper, even with a shopper's token in the admin cookie, changes nothing.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "@/lib/db";
import { browserCookies } from "@/test/support/browser-cookies";
import { createProduct, signInToAdminAs } from "@/test/support/users-and-products";
import { createPromotionAction, generateCodesAction, pausePromotionAction } from "./actions";

vi.mock("next/headers", () => import("@/test/support/browser-cookies"));
vi.mock("next/navigation", () => ({ redirect: vi.fn() }));

beforeEach(() => browserCookies.clear());

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe("the promotions' actions", () => {
  it("refuse a shopper and change nothing; an admin's go through", async () => {
    const product = await createProduct();
    const fields = {
      name: "Sneaky",
      nameHi: "चुपके",
      benefit: "PERCENT_OFF",
      percent: "90",
      automatic: "on",
      productIds: product.id,
    };
    await signInToAdminAs("CUSTOMER");
    expect(await createPromotionAction(null, formOf(fields))).toEqual({
      ok: false,
      message: "Only store administrators can do this",
    });
    expect(await db().promotion.count({ where: { productIds: { has: product.id } } })).toBe(0);

    browserCookies.clear();
    await signInToAdminAs("ADMIN");
    expect(await createPromotionAction(null, formOf(fields))).toMatchObject({ ok: true });
    const { id } = await db().promotion.findFirstOrThrow({ where: { productIds: { has: product.id } } });

    browserCookies.clear();
    await signInToAdminAs("CUSTOMER");
    expect((await pausePromotionAction(null, formOf({ id, value: "true" }))).ok).toBe(false);
    expect((await generateCodesAction(null, formOf({ id, count: "5" }))).ok).toBe(false);
    expect(await db().promotion.findUniqueOrThrow({ where: { id } })).toMatchObject({ paused: false });
    expect(await db().promotionCode.count({ where: { promotionId: id } })).toBe(0);
  });
});

/**
 * The operator's promotions: set up from the admin form's fields (refused with a reason and
 * nothing written when they do not make a promotion), paused, given single-use codes in bulk, and
 * reported with what they did. Every promotion here is limited to this file's own products.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { GET as codesRoute } from "@/app/api/admin/promotions/[id]/codes/route";
import { db } from "@/lib/db";
import { placeOrder } from "@/lib/orders/place-order";
import { callRoute } from "@/test/support/call-route";
import { deliveryAddress, ensureTestPincodes, TEST_PINCODES } from "@/test/support/delivery-data";
import { createProduct, createUser } from "@/test/support/users-and-products";
import { promotionFormSchema } from "../validation/promotion";
import { createPromotion, generateCodes, setPromotionPaused } from "./admin-promotions";
import { offerOfCode } from "./eligibility";
import { listPromotionUsage, promotionCodesCsv } from "./promotion-usage";

beforeAll(ensureTestPincodes);

const form = (fields: Record<string, string>) =>
  promotionFormSchema.parse({
    name: "Diwali sale",
    nameHi: "दिवाली सेल",
    benefit: "PERCENT_OFF",
    percent: "10",
    ...fields,
  });

describe("setting up a promotion", () => {
  it("reads the form's India times, lists and limits, and refuses what makes no promotion", () => {
    const parsed = form({
      code: " diwali-26 ",
      startsAt: "2026-10-20T00:00",
      endsAt: "2026-10-27T23:59",
      productIds: "p1\np2, p3",
      minOrderValue: "999",
      perCustomerLimit: "1",
    });
    expect(parsed).toMatchObject({
      code: "DIWALI-26",
      startsAt: new Date("2026-10-19T18:30:00Z"),
      endsAt: new Date("2026-10-27T18:29:00Z"),
      productIds: ["p1", "p2", "p3"],
      minOrderValue: 99_900,
      perCustomerLimit: 1,
      automatic: false,
    });
    const refusals: [Record<string, string>, string][] = [
      [{}, "Give the promotion a code, or make it automatic"],
      [{ code: "AB" }, "A code is 4 to 32 letters, digits or hyphens"],
      [{ automatic: "on", percent: "" }, "This kind of promotion needs percent"],
      [{ automatic: "on", percent: "120" }, "The percentage must be from 1 to 100"],
      [
        { automatic: "on", startsAt: "2026-10-20T00:00", endsAt: "2026-10-19T00:00" },
        "The end must be after the start",
      ],
      [{ automatic: "on", benefit: "BUY_X_GET_Y" }, "This kind of promotion needs buyQuantity"],
    ];
    for (const [fields, message] of refusals) {
      const result = promotionFormSchema.safeParse({
        name: "x",
        nameHi: "x",
        benefit: "PERCENT_OFF",
        percent: "10",
        ...fields,
      });
      expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
    }
  });

  it("refuses a code in use, an unknown customer, and a free product taxed at another rate than those that earn it", async () => {
    const product = await createProduct({ gstRate: 5 });
    const electronic = await createProduct({ gstRate: 18 });
    const code = `TAKEN${product.id.slice(-6).toUpperCase()}`;
    await createPromotion(form({ code, productIds: product.id }));
    await expect(createPromotion(form({ code, productIds: product.id }))).rejects.toMatchObject({ status: 409 });
    await expect(
      createPromotion(form({ automatic: "on", customers: "nobody@example.in", productIds: product.id })),
    ).rejects.toMatchObject({ status: 400, message: "No customer has nobody@example.in" });
    const mixed = form({ automatic: "on", benefit: "BUY_X_GET_Y", buyQuantity: "2", getQuantity: "1", percent: "100" });
    await expect(
      createPromotion({ ...mixed, productIds: [product.id], getProductId: electronic.id }),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/^The product given is taxed at 18%/) });
    expect(await db().promotion.count({ where: { productIds: { has: product.id } } })).toBe(1);
  });
});

describe("a promotion's codes and use", () => {
  it("makes unguessable single-use codes in bulk, reports their use as CSV, and a paused promotion reaches no one", async () => {
    const { user } = await createUser();
    const product = await createProduct({ price: "400.00" });
    const id = await createPromotion(
      form({ code: `SCHOOL${product.id.slice(-6).toUpperCase()}`, productIds: product.id }),
    );
    expect(await generateCodes(id, 25, "DPS")).toBe(25);
    const codes = await db().promotionCode.findMany({ where: { promotionId: id, singleUse: true } });
    expect(new Set(codes.map((code) => code.code)).size).toBe(25);
    for (const { code } of codes) expect(code).toMatch(/^DPS-[A-HJKMNP-Z2-9]{10}$/);

    const used = codes[0]!.code;
    const order = await placeOrder(
      user.id,
      {
        items: [{ productId: product.id, quantity: 1 }],
        address: deliveryAddress(TEST_PINCODES.warehouse.pincode),
        couponCode: used,
      },
      "PHONEPE",
    );
    const [usage] = await listPromotionUsage(id);
    expect(usage).toMatchObject({ codes: 26, orders: 1, discount: 4_000, revenue: order.amount });
    const csv = await promotionCodesCsv(id);
    expect(csv.split("\r\n")[0]).toBe("Code,Single use,Orders,Order ids,Discount (INR),Used on");
    expect(csv).toContain(`${used},yes,1,${order.id},40.00,`);

    await setPromotionPaused(id, true);
    expect(await offerOfCode(db(), user.id, codes[1]!.code, new Date())).toEqual({ refusal: "unknown" });
  });

  it("gives the codes' CSV to an admin's session only", async () => {
    const id = await createPromotion(form({ automatic: "on", productIds: "no-such-product" }));
    const answer = await callRoute(codesRoute, { method: "GET", params: { id } });
    expect(answer.status).toBe(401);
  });
});

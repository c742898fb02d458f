/**
 * What a promotion code adds to the cart call (issue #34): a customer's cart of three products,
 * with three automatic offers running on them, read as the cart API reads it, with and without a
 * code that applies; the reads alternate, and the table shows both p95s and their difference.
 */
import { readCart } from "../../lib/cart/cart";
import { db } from "../../lib/db";

const WARM_UP_READS = 50;
const MEASURED_READS = 400;

async function seedCart() {
  const stamp = Date.now();
  const { id: userId } = await db().user.create({
    data: { name: "Bench Coupon", email: `bench.coupon.${stamp}@example.in` },
  });
  const products = await db().product.findMany({
    where: { stockQuantity: { gt: 10 } },
    take: 3,
    orderBy: { id: "asc" },
  });
  await db().cartLine.createMany({
    data: products.map((product, index) => ({ userId, productId: product.id, quantity: index + 2 })),
  });
  const productIds = products.map((product) => product.id);
  const running = { automatic: true, startsAt: new Date(Date.now() - 60_000), productIds, customerIds: [userId] };
  await db().promotion.createMany({
    data: [
      { ...running, name: "Tier", nameHi: "स्तर", benefit: "QUANTITY_TIER", minQuantity: 3, percent: 5 },
      {
        ...running,
        name: "Two for one",
        nameHi: "दो पर एक",
        benefit: "BUY_X_GET_Y",
        buyQuantity: 2,
        getQuantity: 1,
        percent: 100,
      },
      { ...running, name: "Free shipping", nameHi: "मुफ़्त डिलीवरी", benefit: "FREE_SHIPPING", minOrderValue: "999.00" },
    ],
  });
  const code = `BENCH${stamp}`;
  await db().promotion.create({
    data: {
      ...running,
      automatic: false,
      name: "Bench code",
      nameHi: "बेंच कोड",
      benefit: "PERCENT_OFF",
      percent: 10,
      perCustomerLimit: 1,
      codes: { create: { code } },
    },
  });
  return { userId, code };
}

const p95 = (timings: number[]) => [...timings].sort((a, b) => a - b)[Math.floor(0.95 * timings.length)]!;

export async function measureCouponCart(): Promise<{ withoutMs: number; withMs: number }> {
  const { userId, code } = await seedCart();
  const timed = async (withCode: boolean) => {
    const started = performance.now();
    const cart = await readCart(userId, { code: withCode ? code : null });
    if (withCode && cart.offers.coupon?.status !== "applied") throw new Error("The bench's code did not apply");
    return performance.now() - started;
  };
  for (let read = 0; read < WARM_UP_READS; read++) await Promise.all([timed(false), timed(true)]);
  const without: number[] = [];
  const withCode: number[] = [];
  for (let read = 0; read < MEASURED_READS; read++) {
    without.push(await timed(false));
    withCode.push(await timed(true));
  }
  return { withoutMs: p95(without), withMs: p95(withCode) };
}

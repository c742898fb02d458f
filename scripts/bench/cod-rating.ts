/**
 * The cash on delivery rating's cost at checkout (issue #33), on a history of at least 5,000 past
 * parcels: seeds them over 200 real pincodes of the directory (a quarter back undelivered, a
 * customer per 250), then rates orders for random pincodes and customers straight through
 * rateCodOrder(), as the placement does, and reports the p95 of what each rating adds.
 */
import { db } from "../../lib/db";
import { rateCodOrder } from "../../lib/orders/cod-risk/cod-risk";
import { seedShipmentHistory, type PastParcel } from "../../test/support/shipment-history";
import { seededRandom } from "../seeded-random";

export const PAST_PARCELS = 5_000;
const PARCELS_PER_CUSTOMER = 250;
const WARM_UP_RATINGS = 50;
const MEASURED_RATINGS = 500;

async function seedHistory(next: () => number) {
  const pincodes = (
    await db().pincode.findMany({
      where: { delivers: true },
      select: { pincode: true },
      orderBy: { pincode: "asc" },
      take: 200,
    })
  ).map(({ pincode }) => pincode);
  const customers: string[] = [];
  for (let start = 0; start < PAST_PARCELS; start += PARCELS_PER_CUSTOMER) {
    const { id } = await db().user.create({
      data: { name: "Bench Rating", email: `bench.rating.${start}.${Date.now()}@example.in` },
    });
    customers.push(id);
    const parcels: PastParcel[] = Array.from({ length: PARCELS_PER_CUSTOMER }, () => ({
      pincode: pincodes[Math.floor(next() * pincodes.length)]!,
      outcome: next() < 0.25 ? "RTO" : "DELIVERED_FIRST_ATTEMPT",
    }));
    await seedShipmentHistory(id, parcels);
  }
  return { pincodes, customers };
}

export async function measureCodRating(): Promise<{ p95Ms: number; p50Ms: number; parcels: number }> {
  const next = seededRandom(33);
  const { pincodes, customers } = await seedHistory(next);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
  const rate = () =>
    rateCodOrder({
      userId: pick(customers),
      pincode: pick(pincodes),
      orderValue: 999_00,
      phone: "9829054321",
      street: "14 Residency Road",
    });
  for (let run = 0; run < WARM_UP_RATINGS; run++) await rate();
  const timings: number[] = [];
  for (let run = 0; run < MEASURED_RATINGS; run++) {
    const started = performance.now();
    await rate();
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const at = (share: number) => timings[Math.min(timings.length - 1, Math.floor(share * timings.length))]!;
  return { p95Ms: at(0.95), p50Ms: at(0.5), parcels: await db().shipment.count() };
}

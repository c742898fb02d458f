/**
 * Cash on delivery placements through the real HTTP API, by customers registered through it, each
 * connecting from its own loopback address as real shoppers come from their own networks (the
 * store's per-address limits then apply per customer). Rounds at once of every customer: warm-ups,
 * then measured rounds with stock for all (the throughput, their median with the spread, as the
 * pages are measured), then one racing for fewer units than customers (nothing may be oversold);
 * the stock is read from the database afterwards.
 */
import { postJson, registerFrom } from "../../e2e/support/from-address";
import { db } from "../../lib/db";
import { UNSHIPPED_STATUSES } from "../../lib/orders/status";
import { median } from "./load";

export const CUSTOMERS = 100;
const RACED_UNITS = 40;
/**
 * Unmeasured, as the pages are warmed up (load.ts): a server's first placements pay for what the
 * next ones reuse (V8's optimised code, the pool's new PostgreSQL connections). A fresh server's
 * CPU per placement was still falling over its third round of 100 (docs/PERFORMANCE.md).
 */
const WARM_UP_ROUNDS = 3;
const MEASURED_ROUNDS = 3;
const REGISTRATION_CONCURRENCY = 10;

interface Customer {
  token: string;
  address: string;
}

const DELIVERY_ADDRESS = {
  firstName: "Bench",
  lastName: "Customer",
  email: "bench.customer@example.in",
  phone: "9829054321",
  street: "14 Residency Road",
  city: "Jodhpur",
  state: "Rajasthan",
  zipcode: "342001",
  country: "India",
};

/** 127.1.x.y: one address per customer, apart from 127.0.0.1. */
const loopbackAddress = (index: number) => `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;

async function registerCustomers(baseUrl: string): Promise<Customer[]> {
  const run = Date.now().toString().slice(-6);
  const customers: Customer[] = [];
  for (let start = 0; start < CUSTOMERS; start += REGISTRATION_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(REGISTRATION_CONCURRENCY, CUSTOMERS - start) }, async (_, offset) => {
      const index = start + offset;
      const address = loopbackAddress(index);
      const serial = `${run}${String(index).padStart(3, "0")}`;
      const { token } = await registerFrom(baseUrl, address, {
        name: `Bench Customer ${index}`,
        email: `bench.${serial}@example.in`,
        phone: `9${serial}`,
        password: "bench-password-2026",
      });
      return { token, address };
    });
    customers.push(...(await Promise.all(batch)));
  }
  return customers;
}

/** Every customer orders one unit of `productId` at once; answers the statuses and the seconds. */
async function placeAtOnce(baseUrl: string, customers: Customer[], productId: string) {
  const started = performance.now();
  const statuses = await Promise.all(
    customers.map(async ({ address, token }) => {
      const placement = { items: [{ productId, quantity: 1 }], address: DELIVERY_ADDRESS, paymentMethod: "cod" };
      return (await postJson(baseUrl, address, "/api/order/place", placement, { token })).status;
    }),
  );
  return { statuses, seconds: (performance.now() - started) / 1000 };
}

/**
 * Every unshipped order of the throwaway database (a new COD order awaits its customer's
 * confirmation, issue #33) marked delivered, as its courier would, so that each customer stays
 * within the COD limits (lib/orders/cod-limits.ts) for the next round.
 */
const deliverOpenOrders = () =>
  db().order.updateMany({ where: { status: { in: [...UNSHIPPED_STATUSES] } }, data: { status: "DELIVERED" } });

/** Units of the product on orders, and its stock now. */
async function stockOf(productId: string) {
  const [product, sold] = await Promise.all([
    db().product.findUniqueOrThrow({ where: { id: productId }, select: { stockQuantity: true } }),
    db().orderItem.aggregate({ where: { productId }, _sum: { quantity: true } }),
  ]);
  return { stock: product.stockQuantity, sold: sold._sum.quantity ?? 0 };
}

/** How many answers had each status other than `expected`. */
function countOthers(statuses: number[], expected: number): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) if (status !== expected) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

export interface PlacementFigures {
  /** The median measured round's. */
  ordersPerSecond: number;
  /** Every measured round's, for the spread. */
  rounds: number[];
  placed: number;
  /** Unexpected answers of the measured rounds (anything but 201), by status. */
  failures: Record<number, number>;
  raced: { units: number; placed: number; refused: number; oversold: number; stockAfter: number };
}

export async function measurePlacements(baseUrl: string): Promise<PlacementFigures> {
  const customers = await registerCustomers(baseUrl);
  const [plenty, scarce] = await db().product.findMany({ select: { id: true }, orderBy: { id: "asc" }, take: 2 });
  if (!plenty || !scarce) throw new Error("The benchmark needs two products in the catalogue");
  const units = CUSTOMERS * (WARM_UP_ROUNDS + MEASURED_ROUNDS);
  await db().product.update({ where: { id: plenty.id }, data: { stockQuantity: units, inStock: true } });
  await db().product.update({ where: { id: scarce.id }, data: { stockQuantity: RACED_UNITS, inStock: true } });

  const rounds: { placed: number; rate: number; statuses: number[] }[] = [];
  for (let round = 0; round < WARM_UP_ROUNDS + MEASURED_ROUNDS; round++) {
    const { statuses, seconds } = await placeAtOnce(baseUrl, customers, plenty.id);
    const placed = statuses.filter((status) => status === 201).length;
    if (round >= WARM_UP_ROUNDS) rounds.push({ placed, rate: placed / seconds, statuses });
    await deliverOpenOrders();
  }
  const middle = rounds.find((round) => round.rate === median(rounds.map(({ rate }) => rate)))!;
  const race = await placeAtOnce(baseUrl, customers, scarce.id);
  const after = await stockOf(scarce.id);
  return {
    ordersPerSecond: middle.rate,
    rounds: rounds.map(({ rate }) => rate),
    placed: middle.placed,
    failures: countOthers(
      rounds.flatMap(({ statuses }) => statuses),
      201,
    ),
    raced: {
      units: RACED_UNITS,
      placed: race.statuses.filter((status) => status === 201).length,
      refused: race.statuses.filter((status) => status === 409).length,
      oversold: Math.max(0, after.sold - RACED_UNITS, -after.stock),
      stockAfter: after.stock,
    },
  };
}

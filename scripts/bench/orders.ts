/**
 * Cash on delivery placements through the real HTTP API, by customers registered through it, each
 * connecting from its own loopback address as real shoppers come from their own networks (the
 * store's per-address limits then apply per customer). Three rounds at once of every customer:
 * a warm-up, one with stock for all (the throughput), one racing for fewer units than customers
 * (nothing may be oversold); the stock is read from the database afterwards.
 */
import { postJson, registerFrom } from "../../e2e/support/from-address";
import { db } from "../../lib/db";

export const CUSTOMERS = 100;
const RACED_UNITS = 40;
const REGISTRATION_CONCURRENCY = 10;

interface Customer {
  token: string;
  address: string;
}

const DELIVERY_ADDRESS = {
  firstName: "Bench",
  lastName: "Customer",
  email: "bench.customer@example.in",
  phone: "9876543210",
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
  ordersPerSecond: number;
  placed: number;
  /** Unexpected answers of the throughput round (anything but 201), by status. */
  failures: Record<number, number>;
  raced: { units: number; placed: number; refused: number; oversold: number; stockAfter: number };
}

export async function measurePlacements(baseUrl: string): Promise<PlacementFigures> {
  const customers = await registerCustomers(baseUrl);
  const [plenty, scarce, warmUp] = await db().product.findMany({
    select: { id: true },
    orderBy: { id: "asc" },
    take: 3,
  });
  if (!plenty || !scarce || !warmUp) throw new Error("The benchmark needs three products in the catalogue");
  await db().product.update({ where: { id: plenty.id }, data: { stockQuantity: CUSTOMERS, inStock: true } });
  await db().product.update({ where: { id: scarce.id }, data: { stockQuantity: RACED_UNITS, inStock: true } });
  await db().product.update({ where: { id: warmUp.id }, data: { stockQuantity: CUSTOMERS, inStock: true } });

  // Unmeasured, as the page loads are warmed up (load.ts): a server's first placements pay once
  // for what the next ones reuse (V8's optimised code, the pool's new PostgreSQL connections).
  // Each customer then holds one open COD order, within its limit of three.
  await placeAtOnce(baseUrl, customers, warmUp.id);
  const throughput = await placeAtOnce(baseUrl, customers, plenty.id);
  const placed = throughput.statuses.filter((status) => status === 201).length;
  const race = await placeAtOnce(baseUrl, customers, scarce.id);
  const after = await stockOf(scarce.id);
  return {
    ordersPerSecond: placed / throughput.seconds,
    placed,
    failures: countOthers(throughput.statuses, 201),
    raced: {
      units: RACED_UNITS,
      placed: race.statuses.filter((status) => status === 201).length,
      refused: race.statuses.filter((status) => status === 409).length,
      oversold: Math.max(0, after.sold - RACED_UNITS, -after.stock),
      stockAfter: after.stock,
    },
  };
}

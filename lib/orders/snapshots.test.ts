import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureTestPincodes } from "@/test/support/delivery-data";
import { placeTestOrder } from "@/test/support/orders";
import { db, pgPool } from "../db";
import { getOrderOf } from "./order";

/** The migration that moved stored orders from the API's JSON to typed snapshots. */
const MIGRATION = readFileSync(
  new URL("../../prisma/migrations/20261126100000_typed_order_snapshots/migration.sql", import.meta.url),
  "utf8",
);

/** Statement by statement, as `prisma migrate deploy` runs it here (split at each semicolon). */
async function runMigration() {
  for (const statement of MIGRATION.split(";").filter((text) => text.trim())) await pgPool().query(statement);
}

/** An order's delivery info as the store kept it before: the API's JSON, rupees and a days text. */
const oldDeliveryInfo = (estimatedDelivery: string) => ({
  pincodeData: { city: "Khordha", state: "Odisha", cod_available: false, prepaid_available: true },
  estimatedDelivery,
  shippingCost: {
    total: 0,
    details: { zone: "D", billableWeight: 1100, base: 45.4, additional: 44.8, codFee: 0, freeShippingDiscount: 90.2 },
  },
  totalWeight: 1050,
});

/** An order placed now, its stored snapshots put back in the old shape, then migrated. */
async function migrateOldOrder(estimatedDelivery: string) {
  const { customer, order } = await placeTestOrder();
  const { pincode, ...address } = order.address;
  await db().order.update({
    where: { id: order.id },
    data: { address: { ...address, zipcode: pincode }, deliveryInfo: oldDeliveryInfo(estimatedDelivery) },
  });
  await runMigration();
  return { placed: order, migrated: await getOrderOf(customer.id, order.id) };
}

beforeAll(ensureTestPincodes);

describe("the typed snapshots migration", () => {
  it("turns an order kept in the API's shape into paise, days and a pincode", async () => {
    const { placed, migrated } = await migrateOldOrder("3-4 days");
    expect(migrated.address).toEqual(placed.address);
    const details = {
      zone: "D",
      billableWeight: 1100,
      base: 4540,
      additional: 4480,
      codFee: 0,
      freeShippingDiscount: 9020,
    };
    expect(migrated.delivery).toEqual({
      place: { city: "Khordha", state: "Odisha", codAvailable: false },
      days: { min: 3, max: 4 },
      shippingCost: { total: 0, details },
      totalWeight: 1050,
    });
  });

  it.each([
    ["5 days", { min: 5, max: 5 }],
    ["2 – 3 Days", { min: 2, max: 3 }],
    // Texts that do not read as days get the store's fallback.
    ["soon", { min: 3, max: 5 }],
    ["6-2 days", { min: 3, max: 5 }],
  ])("reads the estimate %j as %j", async (text, days) => {
    expect((await migrateOldOrder(text)).migrated.delivery.days).toEqual(days);
  });

  it("leaves orders already in the new shape as they are", async () => {
    const { customer, order } = await placeTestOrder();
    await runMigration();
    expect(await getOrderOf(customer.id, order.id)).toEqual(order);
  });
});

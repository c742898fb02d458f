/**
 * The product page's server actions: units received are added in one statement (a sale made
 * meanwhile keeps its units), refusals are words with nothing changed, and saving a product's
 * details never touches its stock.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { browserCookies } from "@/test/support/browser-cookies";
import { productFormFields } from "@/test/support/product-form";
import { createProduct, signInToAdminAs } from "@/test/support/users-and-products";
import { db } from "@/lib/db";
import { TOO_LARGE_MESSAGE } from "@/lib/media/uploads";
import { takeUnits } from "@/lib/orders/stock";
import { addStockAction, saveProductAction } from "./actions";

vi.mock("next/headers", () => import("@/test/support/browser-cookies"));

beforeEach(async () => {
  browserCookies.clear();
  await signInToAdminAs("ADMIN");
});

const received = (units: string) => {
  const form = new FormData();
  form.set("receivedUnits", units);
  return form;
};
const stockOf = async (id: string) =>
  db().product.findUniqueOrThrow({ where: { id }, select: { stockQuantity: true, inStock: true } });

/** Whether an UPDATE of products is waiting for another transaction's row lock. */
const updateWaitingOnLock = async () => {
  const [row] = await db().$queryRaw<{ waiting: bigint }[]>`
    SELECT count(*) AS waiting FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'UPDATE "public"."products"%'`;
  return row!.waiting > 0n;
};

describe("adding received units", () => {
  it("adds to the stock as it is when the update runs: a sale committed meanwhile keeps its units", async () => {
    const product = await createProduct({ stockQuantity: 10 });
    let commitSale!: () => void;
    const saleMayCommit = new Promise<void>((resolve) => (commitSale = resolve));
    let unitsTaken!: () => void;
    const taken = new Promise<void>((resolve) => (unitsTaken = resolve));
    const sale = db().$transaction(async (tx) => {
      await takeUnits(tx, { productId: product.id, quantity: 2, name: product.name });
      unitsTaken();
      await saleMayCommit;
    });
    await taken;
    // Sent while the sale holds the row: a read-then-write would have read 10 and written 15.
    const adding = addStockAction(product.id, null, received("5"));
    await vi.waitFor(async () => expect(await updateWaitingOnLock()).toBe(true), { timeout: 5000, interval: 20 });
    commitSale();
    await sale;
    expect(await adding).toEqual({ ok: true, message: "Added 5 received units: stock is now 13" });
    expect(await stockOf(product.id)).toEqual({ stockQuantity: 13, inStock: true });
  });

  it("puts a product off sale back on sale", async () => {
    const product = await createProduct({ stockQuantity: 0, inStock: false });
    expect(await addStockAction(product.id, null, received(" 1 "))).toEqual({
      ok: true,
      message: "Added 1 received unit: stock is now 1",
    });
    expect(await stockOf(product.id)).toEqual({ stockQuantity: 1, inStock: true });
  });

  it("refuses zero, negative, fractional, non-numeric and too many units in words, and changes nothing", async () => {
    const product = await createProduct({ stockQuantity: 7, inStock: false });
    const refusal = { ok: false, message: "Received units must be a whole number from 1 to 100000" };
    for (const units of ["0", "-3", "2.5", "ten", "", " ", "100001", "99999999999999999999"]) {
      expect(await addStockAction(product.id, null, received(units)), units).toEqual(refusal);
    }
    expect(await addStockAction(product.id, null, new FormData())).toEqual(refusal);
    expect(await stockOf(product.id)).toEqual({ stockQuantity: 7, inStock: false });
  });

  it("refuses to pass 100000 units on hand, and a product that does not exist", async () => {
    const product = await createProduct({ stockQuantity: 99_000 });
    expect(await addStockAction(product.id, null, received("1001"))).toEqual({
      ok: false,
      message: 'Stock would pass 100000 units: set it with "Set stock to" instead',
    });
    expect((await stockOf(product.id)).stockQuantity).toBe(99_000);
    expect(await addStockAction(product.id, null, received("1000"))).toMatchObject({ ok: true });
    expect((await stockOf(product.id)).stockQuantity).toBe(100_000);
    expect(await addStockAction("cmnosuchproduct0000000000", null, received("1"))).toEqual({
      ok: false,
      message: "Product not found",
    });
  });
});

const productForm = (fields: Record<string, string>, files: File[] = []) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(productFormFields(fields))) form.set(name, value);
  for (const file of files) form.append("newImages", file);
  return form;
};

describe("saving a product", () => {
  it("answers an image over the upload limit with words, not a throw, and creates nothing", async () => {
    const name = `Oversized Photo ${Date.now()}`;
    const photo = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "photo.jpg", { type: "image/jpeg" });
    expect(await saveProductAction(null, null, productForm({ name }, [photo]))).toEqual({
      ok: false,
      message: TOO_LARGE_MESSAGE,
    });
    expect(await db().product.count({ where: { name } })).toBe(0);
  });

  it("saves an existing product's details without its stock, which a sale may have changed since the form opened", async () => {
    const product = await createProduct({ stockQuantity: 4, inStock: true });
    const form = productForm({ name: "Renamed Race", stockQuantity: "50" });
    form.append("images", "/images/products/operator/1.svg");
    expect(await saveProductAction(product.id, null, form)).toEqual({ ok: true, message: "Product saved" });
    expect(await db().product.findUniqueOrThrow({ where: { id: product.id } })).toMatchObject({
      name: "Renamed Race",
      stockQuantity: 4,
      inStock: true,
      images: ["/images/products/operator/1.svg"],
    });
  });
});

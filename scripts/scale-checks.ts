/**
 * What `npm run test:scale` proves about two store instances, A and B, sharing one PostgreSQL,
 * one Redis and one bucket. Each check throws with what it saw when the store falls short.
 */
import { createHash } from "node:crypto";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, headlessShellPath } from "./chromium";
import { db } from "../lib/db";
import type { MailCatcher } from "../dev-tools/mail-catcher/server";
import type { StoreInstance } from "./scale-instances";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function eventually<T>(what: string, timeoutMs: number, probe: () => Promise<T | null | false>): Promise<T> {
  const giveUpAt = Date.now() + timeoutMs;
  for (;;) {
    const result = await probe();
    if (result) return result;
    if (Date.now() > giveUpAt) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** The payment sweep of both instances (run at start, then every minute) released each order once. */
export async function sweepActedOnce(orderIds: string[]): Promise<void> {
  await eventually("expired orders released", 30_000, async () => {
    const open = await db().order.count({ where: { id: { in: orderIds }, status: { not: "PAYMENT_FAILED" } } });
    return open === 0;
  });
  const moves = await db().orderStatusChange.groupBy({
    by: ["orderId"],
    where: { orderId: { in: orderIds }, toStatus: "PAYMENT_FAILED" },
    _count: true,
  });
  check(moves.length === orderIds.length, `released orders: ${moves.length} of ${orderIds.length}`);
  for (const move of moves) check(move._count === 1, `order ${move.orderId} released ${move._count} times`);
}

/**
 * Each order event was delivered to e-mail once, and each e-mail it queued reached the mail server
 * once, whichever instance's dispatcher and worker took them.
 */
export async function outboxActedOnce(orderIds: string[], catcher: MailCatcher): Promise<void> {
  await eventually("order events delivered to e-mail", 60_000, async () => {
    const owed = await db().outboxEvent.count({
      where: { orderId: { in: orderIds }, deliveries: { none: { subscriber: "mail", processedAt: { not: null } } } },
    });
    return owed === 0;
  });
  const deliveries = await db().outboxDelivery.findMany({
    where: { subscriber: "mail", event: { orderId: { in: orderIds } } },
  });
  for (const delivery of deliveries)
    check(delivery.attempts === 1, `event ${delivery.eventId} delivered ${delivery.attempts} times`);
  const messages = await db().emailMessage.findMany({ where: { orderId: { in: orderIds } } });
  check(messages.length > 0, "no e-mails were queued for the orders");
  await eventually("queued e-mails sent", 60_000, async () => {
    const pending = await db().emailMessage.count({ where: { orderId: { in: orderIds }, state: { not: "SENT" } } });
    return pending === 0;
  });
  // Room for a second delivery of any message to arrive, were there one.
  await sleep(3_000);
  const caught = catcher.messages();
  for (const message of messages) {
    const copies = caught.filter((mail) => mail.to.includes(message.recipient) && mail.subject === message.subject);
    check(copies.length === 1, `"${message.subject}" to ${message.recipient} arrived ${copies.length} times`);
  }
}

const PRICE = { rupees: "4321", shown: "₹4,321" };

/** Reads B's three views of the product; answers which of them show `text`. */
async function viewsOnB(b: StoreInstance, product: { id: string; name: string }) {
  const [page, shop, api] = await Promise.all(
    [`/shop/${product.id}`, `/shop?q=${encodeURIComponent(product.name)}`, "/api/products/list"].map((route) =>
      fetch(`${b.url}${route}`).then((response) => response.text()),
    ),
  );
  const listed = (JSON.parse(api!) as { products: { _id: string; price: number }[] }).products.find(
    (candidate) => candidate._id === product.id,
  );
  return { page: page!.includes(PRICE.shown), shop: shop!.includes(PRICE.shown), api: listed?.price === 4321 };
}

/**
 * An admin saves a new price (and a new image) through A's product form; B's product page, shop
 * page and /api/products/list, read (and so cached) before, show the price within a second.
 * Answers the uploaded image's path.
 */
export async function priceChangeShowsOnB(
  a: StoreInstance,
  b: StoreInstance,
  admin: { email: string; password: string },
  product: { id: string; name: string },
  image: Buffer,
): Promise<{ imagePath: string; shownAfterMs: number }> {
  const before = await viewsOnB(b, product);
  check(!before.page && !before.shop && !before.api, "B shows the new price before it was set");
  await viewsOnB(b, product);

  const browser = await chromium.launch({
    executablePath: headlessShellPath,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ baseURL: a.url });
    await page.goto("/login");
    await page.getByLabel("Email or phone number").fill(admin.email);
    await page.getByLabel("Password", { exact: true }).fill(admin.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).last().click();
    await page.waitForURL((url) => url.pathname === "/", { timeout: 30_000 });
    await page.goto(`/admin/products/${product.id}`);
    await page.getByLabel("Price (₹)").fill(PRICE.rupees);
    await page.getByLabel("Discount price (₹, optional)").fill("");
    await page.getByLabel(/Add images/).setInputFiles({ name: "scale.png", mimeType: "image/png", buffer: image });
    await page.getByRole("button", { name: "Save product" }).click();
    await page.getByText("Product saved").waitFor({ timeout: 30_000 });
  } finally {
    await browser.close();
  }
  const savedAt = Date.now();
  await eventually("B shows the new price on its product page, shop page and API", 1_000, async () => {
    const views = await viewsOnB(b, product);
    return views.page && views.shop && views.api;
  });
  const shownAfterMs = Date.now() - savedAt;
  const { images } = await db().product.findUniqueOrThrow({ where: { id: product.id }, select: { images: true } });
  const imagePath = images.find((path) => path.startsWith("/uploads/"));
  check(imagePath !== undefined, `the saved product has no uploaded image: ${images.join(", ")}`);
  return { imagePath, shownAfterMs };
}

/**
 * The image uploaded through A is served by B, byte for byte as A stored it (redrawn, so its name
 * is the hash of the stored bytes, not of the upload's: lib/media/uploads.ts), cacheable for a year.
 */
export async function uploadServedByB(b: StoreInstance, imagePath: string): Promise<void> {
  const response = await fetch(`${b.url}${imagePath}`);
  check(response.status === 200, `B answers ${response.status} for ${imagePath}`);
  const served = Buffer.from(await response.arrayBuffer());
  const name = `${createHash("sha256").update(served).digest("hex").slice(0, 32)}.png`;
  check(imagePath === `/uploads/${name}`, `B serves other bytes for ${imagePath}`);
  const caching = response.headers.get("cache-control") ?? "";
  check(caching.includes("immutable"), `B's Cache-Control for ${imagePath}: ${caching}`);
}

/** Five failed sign-ins spread over A and B spend the account's free failures on both. */
export async function loginThrottleCountsAcrossInstances(
  a: StoreInstance,
  b: StoreInstance,
  shopper: { email: string; password: string },
): Promise<void> {
  const signIn = (instance: StoreInstance, password: string) =>
    fetch(`${instance.url}/api/user/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ emailOrPhone: shopper.email, password }),
    }).then((response) => response.status);
  for (const instance of [a, b, a, b, a]) {
    const status = await signIn(instance, "not-the-password");
    check(status === 401, `a wrong password on ${instance.name} answered ${status}`);
  }
  const sixth = await signIn(b, shopper.password);
  check(sixth === 429, `the sixth attempt (on B, after three failures on A and two on B) answered ${sixth}, not 429`);
}

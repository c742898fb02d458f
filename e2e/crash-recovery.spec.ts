/**
 * A power cut mid-checkout: the whole store started as `npm start` starts it (its own embedded
 * PostgreSQL in a fresh LOCAL_DATA_DIR) is killed with SIGKILL, server and database alike, while
 * orders are in flight, then started again at once. It must come back, every order it
 * acknowledged must be whole, and the stock must match the units of the orders it kept.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { freePort } from "../scripts/ports";
import { orderListResponse, orderPlacedResponse } from "../lib/wire/order";
import { productResponse } from "../lib/wire/product";
import { productsInStock } from "./support/shopper";
import { copyStore } from "./support/store-copy";

/** Enough that, when the plug is pulled once a third of the orders are acknowledged, the rest are in flight. */
const SHOPPERS = 12;

interface Shopper {
  token: string;
  email: string;
  phone: string;
  /** Each shopper comes through the store's proxy from a network of their own. */
  headers: Record<string, string>;
}

async function createShopper(store: APIRequestContext, n: number): Promise<Shopper> {
  const unique = `${Date.now()}${n}`.slice(-9);
  const email = `power.cut.${unique}@example.in`;
  const phone = `9${unique}`;
  const forwarded = { "X-Forwarded-For": `203.0.113.${n + 1}` };
  const response = await store.post("/api/user/register", {
    headers: forwarded,
    data: { name: "Asha Verma", email, phone, password: "learn-maths-2026" },
  });
  expect(response.status()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return { token, email, phone, headers: { ...forwarded, token } };
}

/**
 * `npm start` in the store's own folder (./support/store-copy.ts), in its own process group, so one
 * signal reaches the server and everything it started.
 */
function startStore(folder: string, dataDir: string, port: number): { process: ChildProcess; output: () => string } {
  // Behind one proxy (the test), so each shopper has an address of their own, as in a real store.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    LOCAL_DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    TRUST_PROXY_HOPS: "1",
  };
  // Exactly the developer's configuration: no database, no PhonePe, WhatsApp, SMS or Shiprocket, no
  // secret, a loopback address (the simulators this run started are the test run's, on its ports).
  for (const name of [
    "DATABASE_URL",
    "PHONEPE_ENV",
    "PHONEPE_SIMULATOR_URL",
    "WHATSAPP_ENV",
    "WHATSAPP_SIMULATOR_URL",
    "SMS_ENV",
    "SMS_SIMULATOR_URL",
    "SHIPROCKET_ENV",
    "SHIPROCKET_SIMULATOR_URL",
    "SHIPROCKET_WEBHOOK_TOKEN",
    "SITE_URL",
    "AUTH_SECRET",
  ]) {
    delete env[name];
  }
  const child = spawn(
    path.join(folder, "node_modules", ".bin", "tsx"),
    ["--conditions=react-server", "scripts/serve.ts", "start"],
    {
      cwd: folder,
      env,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { process: child, output: () => output };
}

/** Until the store answers its health check; a store that exits or never answers fails with its output. */
async function waitUntilHealthy(store: APIRequestContext, started: ReturnType<typeof startStore>) {
  const healthy = async () => {
    if (started.process.exitCode !== null) throw new Error(`The store exited:\n${started.output()}`);
    return (await store.get("/api/health").catch(() => null))?.ok() ?? false;
  };
  try {
    await expect.poll(healthy, { timeout: 120_000, intervals: [250] }).toBe(true);
  } catch (error) {
    throw new Error(`The store did not start: ${String(error)}\n${started.output()}`);
  }
}

/** SIGKILL to the store's process group and to its PostgreSQL server, as a power cut would. */
function pullThePlug(store: ChildProcess, dataDir: string) {
  const postmaster = Number(readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
  process.kill(-store.pid!, "SIGKILL");
  process.kill(postmaster, "SIGKILL");
}

test(
  "after a power cut mid-checkout the store starts at once, with every acknowledged order whole and stock exact",
  { tag: "@api" },
  async () => {
    // The real work takes this long: the whole store (database, migrations, seed, server) starts
    // twice, as `npm start` starts it, about 30 s each on a busy two-core machine.
    test.setTimeout(180_000);
    const copy = copyStore();
    const dataDir = mkdtempSync(path.join(tmpdir(), "ganitplay-crash-"));
    // Readable by the `postgres` user the embedded server runs as when this runs as root.
    chmodSync(dataDir, 0o755);
    const port = await freePort();
    const store = await playwrightRequest.newContext({ baseURL: `http://127.0.0.1:${port}` });
    let running = startStore(copy.directory, dataDir, port);
    try {
      await waitUntilHealthy(store, running);
      const [product] = await productsInStock(store, SHOPPERS);
      expect(product, "a seeded product with enough stock").toBeDefined();
      const initialStock = product!.stockQuantity;
      const shoppers: Shopper[] = [];
      for (let n = 0; n < SHOPPERS; n += 1) shoppers.push(await createShopper(store, n));

      // Every shopper orders one unit at once; the plug is pulled once a third are acknowledged.
      const acknowledged = new Map<string, { shopper: Shopper; amount: number }>();
      const placements = shoppers.map(async (shopper) => {
        const response = await store
          .post("/api/order/place", {
            headers: shopper.headers,
            data: {
              items: [{ productId: product!._id, quantity: 1 }],
              paymentMethod: "cod",
              address: {
                firstName: "Asha",
                lastName: "Verma",
                email: shopper.email,
                phone: shopper.phone,
                street: "12 MG Road",
                city: "Jaipur",
                state: "Rajasthan",
                zipcode: "302001",
              },
            },
          })
          .catch(() => null);
        if (response?.status() !== 201) return;
        const { order } = orderPlacedResponse.parse(await response.json());
        acknowledged.set(order._id, { shopper, amount: order.amount });
      });
      await expect
        .poll(() => acknowledged.size, { timeout: 60_000, intervals: [20] })
        .toBeGreaterThanOrEqual(SHOPPERS / 3);
      pullThePlug(running.process, dataDir);
      const acknowledgedBeforeTheCut = new Map(acknowledged);
      await Promise.all(placements);

      running = startStore(copy.directory, dataDir, port);
      await waitUntilHealthy(store, running);

      // Every acknowledged order is there, whole, for its owner.
      let unitsOrdered = 0;
      for (const shopper of shoppers) {
        const response = await store.post("/api/order/userorders", { headers: shopper.headers });
        expect(response.status()).toBe(200);
        const { orders } = orderListResponse.parse(await response.json());
        for (const order of orders) {
          expect(order.items).toHaveLength(1);
          expect(order.items[0]).toMatchObject({ productId: product!._id, quantity: 1 });
          unitsOrdered += 1;
        }
      }
      for (const [orderId, { shopper, amount }] of acknowledgedBeforeTheCut) {
        const orders = orderListResponse.parse(
          await (await store.post("/api/order/userorders", { headers: shopper.headers })).json(),
        ).orders;
        expect(orders.find((order) => order._id === orderId)).toMatchObject({
          amount,
          status: "Awaiting confirmation",
        });
      }
      expect(unitsOrdered).toBeGreaterThanOrEqual(acknowledgedBeforeTheCut.size);

      const after = productResponse.parse(
        await (await store.post("/api/products/single", { data: { productId: product!._id } })).json(),
      );
      expect(after.product.stockQuantity).toBe(initialStock - unitsOrdered);
    } finally {
      if (running.process.exitCode === null) {
        process.kill(-running.process.pid!, "SIGTERM");
        await new Promise((resolve) => running.process.once("exit", resolve));
      }
      await store.dispose();
      rmSync(dataDir, { recursive: true, force: true });
      copy.remove();
    }
  },
);

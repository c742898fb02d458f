/** Shared by the simulator's tests: a store-like client, a webhook receiver, a settable clock. */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { startShiprocketSimulator, type ShiprocketSimulator, type ShiprocketSimulatorOptions } from "./server";

export const CREDENTIALS = { email: "api-user@ganitplay.example", password: "correct horse battery" };
export const WEBHOOK_TOKEN = "store-webhook-token";
export const WAREHOUSE = { nickname: "Jaipur Warehouse", pincode: "302001", city: "Jaipur", state: "Rajasthan" };

/** Tuesday 10 March 2026, 14:00 IST; `advance` moves it on. */
export function testClock(start = "2026-03-10T08:30:00Z") {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => void (now += ms),
  };
}

export function simulatorOptions(overrides: Partial<ShiprocketSimulatorOptions> = {}): ShiprocketSimulatorOptions {
  return {
    ...CREDENTIALS,
    pickupLocations: [WAREHOUSE],
    now: testClock().now,
    webhookRetry: { delayMs: 5, maxAttempts: 3 },
    ...overrides,
  };
}

export interface Answer {
  status: number;
  contentType: string | null;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read arbitrary fields
  json: any;
}

/** One API call as the store makes it, with its bearer token. */
export async function api(
  simulator: ShiprocketSimulator,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  options: { body?: unknown; token?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const answer = await fetch(`${simulator.url}/v1/external${path}`, { method, headers, body });
  const text = await answer.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // HTML or no body: `text` has it.
  }
  return { status: answer.status, contentType: answer.headers.get("content-type"), text, json };
}

export async function login(simulator: ShiprocketSimulator): Promise<string> {
  const answer = await api(simulator, "POST", "/auth/login", { body: CREDENTIALS });
  return (answer.json as { token: string }).token;
}

/** A valid create/adhoc body (Asha in Bengaluru, 0.6 kg, COD ₹1,598), with overrides. */
export const orderBody = (overrides: Record<string, unknown> = {}) => ({
  order_id: "GP-1001",
  order_date: "2026-03-10 14:05",
  pickup_location: WAREHOUSE.nickname,
  billing_customer_name: "Asha",
  billing_last_name: "Rao",
  billing_address: "12 MG Road",
  billing_city: "Bengaluru",
  billing_pincode: 560001,
  billing_state: "Karnataka",
  billing_country: "India",
  billing_email: "asha@example.in",
  billing_phone: 9800000001,
  shipping_is_billing: true,
  order_items: [{ name: "Trigonometry card game", sku: "TRIG-01", units: 2, selling_price: 799, tax: 18, hsn: 9504 }],
  payment_method: "COD",
  sub_total: 1598,
  length: 30,
  breadth: 25,
  height: 4,
  weight: 0.6,
  ...overrides,
});

/** Creates the order, assigns an AWB and schedules the pickup: ready for the courier's scans. */
export async function shipOrder(
  simulator: ShiprocketSimulator,
  token: string,
  overrides: Record<string, unknown> = {},
) {
  const created = await api(simulator, "POST", "/orders/create/adhoc", { token, body: orderBody(overrides) });
  const { order_id: orderId, shipment_id: shipmentId } = created.json as { order_id: number; shipment_id: number };
  const assigned = await api(simulator, "POST", "/courier/assign/awb", { token, body: { shipment_id: shipmentId } });
  const awb = (assigned.json as { response: { data: { awb_code: string } } }).response.data.awb_code;
  await api(simulator, "POST", "/courier/generate/pickup", { token, body: { shipment_id: [shipmentId] } });
  return { orderId, shipmentId, awb };
}

export interface Received {
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** The store's webhook endpoint: answers `statuses` in turn (then 200) and keeps what it received. */
export async function startReceiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        headers: request.headers,
        body: JSON.parse(Buffer.concat(chunks).toString()) as Received["body"],
      });
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/courier`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Starts a simulator and a receiver together; `close` stops both. */
export async function startWithReceiver(overrides: Partial<ShiprocketSimulatorOptions> = {}, statuses: number[] = []) {
  const receiver = await startReceiver(statuses);
  const simulator = await startShiprocketSimulator(
    simulatorOptions({ webhook: { url: receiver.url, token: WEBHOOK_TOKEN }, ...overrides }),
  );
  const token = await login(simulator);
  return { simulator, receiver, token, close: () => Promise.all([simulator.close(), receiver.close()]) };
}

/** Polls until `probe` returns something truthy (retried webhooks arrive on their own). */
export async function until<T>(probe: () => T, timeoutMs = 2_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${probe.toString()}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

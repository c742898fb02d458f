/**
 * Helpers for the API integration tests: call a route handler as Next.js would, and create the
 * users and products a test needs (each test makes its own data).
 */
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import { hashPassword } from "@/lib/auth/password";
import { signToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import type { Role } from "@/lib/generated/prisma/enums";
import { startPhonePeSimulator, type PhonePeSimulator } from "@/lib/payments/phonepe/simulator";

type Handler<Params> = (request: Request, context: { params: Promise<Params> }) => Promise<Response>;

interface CallOptions<Params> {
  method?: string;
  /** Serialised as JSON unless `rawBody` is given. */
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  params?: Params;
}

export interface CallResult {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions read arbitrary fields
  body: any;
}

export async function callRoute<Params = Record<string, never>>(
  handler: Handler<Params>,
  { method = "POST", body, rawBody, token, headers = {}, query, params }: CallOptions<Params> = {},
): Promise<CallResult> {
  const url = new URL("http://store.test/api");
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value);
  const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
  const request = new Request(url, {
    method,
    body: method === "GET" ? undefined : payload,
    headers: {
      "content-type": "application/json",
      // Each call from its own address, so per-address login throttling never spans tests.
      "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 254) + 1}`,
      ...(token ? { token } : {}),
      ...headers,
    },
  });
  const response = await handler(request, { params: Promise.resolve(params ?? ({} as Params)) });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const unique = () => randomBytes(5).toString("hex");

/** A random 10-digit Indian mobile number. */
export const randomPhone = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

const hashes = new Map<string, Promise<string>>();
/** bcrypt at cost 12 is slow on purpose; each test password is hashed once per run. */
const hashOnce = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export async function createUser({
  role = "CUSTOMER",
  password = "correct-horse-battery",
}: { role?: Role; password?: string } = {}) {
  const user = await db().user.create({
    data: {
      name: `Test Shopper ${unique()}`,
      email: `shopper.${unique()}@example.in`,
      phone: randomPhone(),
      passwordHash: await hashOnce(password),
      role,
    },
  });
  return { user, password, token: await signToken({ userId: user.id, role }) };
}

export async function createProduct(
  overrides: Partial<Parameters<ReturnType<typeof db>["product"]["create"]>[0]["data"]> = {},
) {
  const slug = `test-product-${unique()}`;
  return db().product.create({
    data: {
      slug,
      name: `Test Product ${slug}`,
      description: "A product made by a test.",
      category: "Arithmetic",
      images: ["/images/products/operator/1.svg"],
      price: "499.00",
      // Listed long ago, so test products never crowd the seeded New Arrivals.
      date: new Date("2020-01-01T00:00:00Z"),
      stockQuantity: 20,
      weight: 300,
      features: ["Fun"],
      contents: ["One box"],
      ...overrides,
    },
  });
}

/** Real directory entries the order and delivery tests ship to (warehouse: Jodhpur 342001). */
export const TEST_PINCODES = {
  warehouse: { pincode: "342001", district: "JODHPUR", state: "RAJASTHAN", delivers: true },
  sameState: { pincode: "302001", district: "JAIPUR", state: "RAJASTHAN", delivers: true },
  metro: { pincode: "110001", district: "NEW DELHI", state: "DELHI", delivers: true },
  rest: { pincode: "751001", district: "KHORDHA", state: "ODISHA", delivers: true },
  special: { pincode: "793001", district: "EAST KHASI HILLS", state: "MEGHALAYA", delivers: true },
  nonDelivering: { pincode: "144009", district: "JALANDHAR", state: "PUNJAB", delivers: false },
} as const;

export async function ensureTestPincodes(): Promise<void> {
  for (const entry of Object.values(TEST_PINCODES)) {
    await db().pincode.upsert({ where: { pincode: entry.pincode }, create: entry, update: entry });
  }
}

/** A complete delivery address (SPEC §3) for the given pincode. */
export const deliveryAddress = (zipcode: string) => ({
  firstName: "Asha",
  lastName: "Verma",
  email: "asha.verma@example.in",
  phone: "9876543210",
  street: "12, Paota B Road",
  city: "Bhubaneswar",
  state: "Odisha",
  zipcode,
  country: "India" as const,
});

/**
 * Runs the PhonePe simulator for the calling test file, with the store's default simulator
 * credentials (lib/env.ts) on a port of its own, and points the store at it.
 */
export function runPhonePeSimulator(): () => PhonePeSimulator {
  let simulator: PhonePeSimulator | undefined;
  beforeAll(async () => {
    simulator = await startPhonePeSimulator({
      clientId: "SIMULATOR_CLIENT",
      clientSecret: "simulator-secret",
      clientVersion: 1,
    });
    process.env.PHONEPE_SIMULATOR_URL = simulator.url;
  });
  afterAll(() => simulator?.close());
  return () => {
    if (!simulator) throw new Error("The PhonePe simulator starts in beforeAll");
    return simulator;
  };
}

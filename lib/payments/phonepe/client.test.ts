import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPhonePeClient, PhonePeError, type PhonePeClientOptions } from "./client";
import { startPhonePeSimulator, type PhonePeSimulator } from "../../../dev-tools/phonepe-simulator/server";

const credentials = { clientId: "TESTCLIENT", clientSecret: "test-secret", clientVersion: 1 };
let simulator: PhonePeSimulator;

beforeAll(async () => {
  simulator = await startPhonePeSimulator({ ...credentials, tokenLifetimeSeconds: 600 });
});
afterAll(() => simulator.close());

const client = (overrides: Partial<PhonePeClientOptions> = {}) =>
  createPhonePeClient({ oauthBaseUrl: simulator.url, pgBaseUrl: simulator.url, ...credentials, ...overrides });

let sequence = 0;
const payRequest = (overrides: Record<string, unknown> = {}) => ({
  merchantOrderId: `TEST-${Date.now()}-${sequence++}`,
  amount: 49_900,
  expireAfter: 900,
  paymentFlow: {
    type: "PG_CHECKOUT" as const,
    merchantUrls: { redirectUrl: "http://store.test/verify-phonepe?orderId=1" },
  },
  ...overrides,
});

async function rejection(promise: Promise<unknown>): Promise<PhonePeError> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(PhonePeError);
  return error as PhonePeError;
}

describe("PhonePe client against the simulator", () => {
  it("creates a payment and reads its status through to completion", async () => {
    const phonePe = client();
    const request = payRequest();
    const created = await phonePe.pay(request);
    expect(created).toMatchObject({ state: "PENDING", orderId: expect.stringMatching(/^OMO/) });
    expect(created.redirectUrl).toContain(simulator.url);

    expect(await phonePe.getOrderStatus(request.merchantOrderId)).toMatchObject({
      state: "PENDING",
      amount: 49_900,
      paymentDetails: [],
    });
    await simulator.complete(request.merchantOrderId, "success", "card");
    expect(await phonePe.getOrderStatus(request.merchantOrderId)).toMatchObject({
      state: "COMPLETED",
      paymentDetails: [{ paymentMode: "CARD", state: "COMPLETED", amount: 49_900 }],
    });
  });

  it("caches the token and refreshes it half-way through its life", async () => {
    let clock = Date.now();
    const phonePe = client({ now: () => clock });
    const before = simulator.stats.tokensIssued;
    await phonePe.pay(payRequest());
    await phonePe.pay(payRequest());
    expect(simulator.stats.tokensIssued - before).toBe(1);
    clock += 301_000; // past the middle of a 600 s token
    await phonePe.pay(payRequest());
    expect(simulator.stats.tokensIssued - before).toBe(2);
  });

  it("fetches a new token and retries once after a 401", async () => {
    const phonePe = client();
    await phonePe.pay(payRequest());
    simulator.revokeTokens();
    const before = simulator.stats.tokensIssued;
    await expect(phonePe.pay(payRequest())).resolves.toMatchObject({ state: "PENDING" });
    expect(simulator.stats.tokensIssued - before).toBe(1);
  });

  it("maps PhonePe's errors to clear messages", async () => {
    const phonePe = client();
    const unknown = await rejection(phonePe.getOrderStatus("NO-SUCH-ORDER"));
    expect(unknown).toMatchObject({
      code: "INVALID_MERCHANT_ORDER_ID",
      message: "PhonePe has no record of this payment",
    });

    const wrongSecret = await rejection(client({ clientSecret: "wrong" }).pay(payRequest()));
    expect(wrongSecret).toMatchObject({ code: "AUTHORIZATION_FAILED", httpStatus: 401 });
  });

  it.each([
    ["an amount under 100 paise", { amount: 99 }],
    ["a fractional amount", { amount: 100.5 }],
    ["a merchantOrderId with spaces", { merchantOrderId: "has spaces" }],
    ["a merchantOrderId over 63 characters", { merchantOrderId: "x".repeat(64) }],
    ["an expiry under 300 seconds", { expireAfter: 60 }],
  ])("is refused %s", async (_label, overrides) => {
    const error = await rejection(client().pay(payRequest(overrides)));
    expect(error).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400 });
  });

  it("refuses a reused merchantOrderId", async () => {
    const phonePe = client();
    const request = payRequest();
    await phonePe.pay(request);
    expect((await rejection(phonePe.pay(request))).code).toBe("BAD_REQUEST");
  });

  it("reports an unreachable service and a timeout", async () => {
    const closed = await rejection(
      client({ oauthBaseUrl: "http://127.0.0.1:1", pgBaseUrl: "http://127.0.0.1:1" }).pay(payRequest()),
    );
    expect(closed.code).toBe("NETWORK_ERROR");

    const silent = createServer(() => {}); // accepts and never answers
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const slow = await rejection(client({ oauthBaseUrl: url, pgBaseUrl: url, timeoutMs: 200 }).pay(payRequest()));
    expect(slow).toMatchObject({ code: "TIMEOUT", message: "PhonePe did not respond in time. Please try again." });
    silent.closeAllConnections();
    silent.close();
  });

  it("refunds a completed payment", async () => {
    const phonePe = client();
    const request = payRequest();
    await phonePe.pay(request);
    await simulator.complete(request.merchantOrderId, "success");
    const refundId = `R-${request.merchantOrderId}`;
    expect(
      await phonePe.refund({
        merchantRefundId: refundId,
        originalMerchantOrderId: request.merchantOrderId,
        amount: 49_900,
      }),
    ).toMatchObject({ state: "PENDING" });
    expect(await phonePe.getRefundStatus(refundId)).toMatchObject({ state: "COMPLETED" });
  });
});

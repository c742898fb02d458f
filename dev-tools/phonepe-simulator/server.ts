/**
 * A local stand-in for PhonePe Standard Checkout v2, for development and tests (PhonePe is not
 * reachable from these machines). Same paths and JSON shapes as the sandbox, validating like
 * the real API; its checkout page lets a person or a browser test pick UPI, card or net banking
 * and succeed, fail or cancel, then returns the browser to the store and sends a signed webhook.
 * Never used in production: lib/env.ts refuses it there, and nothing in lib/ or app/ imports it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { log } from "../../lib/log";
import { handleOrderStatus, handlePay, handleRefund, handleRefundStatus, handleToken, type Credentials } from "./api";
import { handleCheckout } from "./checkout-page";
import { sendError } from "./http";
import { createSimulatorState, type RefundFault, type SimulatorState } from "./state";
import type { WebhookTarget } from "./webhook";

export interface SimulatorOptions extends Credentials {
  port?: number;
  host?: string;
  webhook?: WebhookTarget;
}

async function route(
  state: SimulatorState,
  options: SimulatorOptions,
  baseUrl: string,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const url = new URL(request.url ?? "/", baseUrl);
  const path = url.pathname;
  if (request.method === "POST" && path === "/v1/oauth/token") return handleToken(state, options, request, response);
  // The shopper's browser has no token.
  if (path === "/checkout") return handleCheckout(state, request, response, url);

  if (!state.authorized(request.headers.authorization)) {
    return sendError(response, 401, "UNAUTHORIZED", "Invalid or expired O-Bearer token");
  }
  if (request.method === "POST" && path === "/checkout/v2/pay") return handlePay(state, baseUrl, request, response);
  const statusMatch = /^\/checkout\/v2\/order\/([^/]+)\/status$/.exec(path);
  if (request.method === "GET" && statusMatch) {
    return handleOrderStatus(state, decodeURIComponent(statusMatch[1]!), response);
  }
  if (request.method === "POST" && path === "/payments/v2/refund") return handleRefund(state, request, response);
  const refundMatch = /^\/payments\/v2\/refund\/([^/]+)\/status$/.exec(path);
  if (request.method === "GET" && refundMatch) {
    return handleRefundStatus(state, decodeURIComponent(refundMatch[1]!), response);
  }
  sendError(response, 404, "NOT_FOUND", "No such API");
}

export async function startPhonePeSimulator(options: SimulatorOptions) {
  const state = createSimulatorState(options.webhook);
  const host = options.host ?? "127.0.0.1";
  let baseUrl = "";
  const server = createServer((request, response) => {
    route(state, options, baseUrl, request, response).catch((failure: unknown) => {
      log.error("phonepe_simulator_failed", { error: failure });
      if (!response.headersSent) sendError(response, 500, "INTERNAL_SERVER_ERROR", "Simulator failure");
    });
  });
  // A taken port rejects here, for the caller to report (never an unhandled 'error' event).
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${host}:${port}`;

  return {
    url: baseUrl,
    /** Finishes a checkout without the page, as a shopper would through it. */
    complete: state.complete,
    /** Invalidates every access token, as if PhonePe rotated them. */
    revokeTokens: () => state.tokens.clear(),
    /** Its record of an order (amount, where its page sends the shopper back), as PhonePe keeps it. */
    order: (merchantOrderId: string) => state.orders.get(merchantOrderId),
    /** Makes an order's payment window end now. */
    expire: (merchantOrderId: string) => {
      const order = state.orders.get(merchantOrderId);
      if (order) order.expireAt = Date.now() - 1;
    },
    /** Makes PhonePe's record of an order say another amount, as if it had collected that sum. */
    collectAmount: (merchantOrderId: string, paise: number) => {
      const order = state.orders.get(merchantOrderId);
      if (order) order.amount = paise;
    },
    /** Makes the next refund requests fail this way, in order. */
    failNextRefunds: (...faults: RefundFault[]) => state.refundFaults.push(...faults),
    /** Refunds PhonePe holds, by merchantRefundId. */
    refunds: state.refunds,
    /** Every webhook event raised, delivered or not (no webhook URL configured). */
    webhooksSent: state.webhooksSent,
    stats: state.stats,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PhonePeSimulator = Awaited<ReturnType<typeof startPhonePeSimulator>>;

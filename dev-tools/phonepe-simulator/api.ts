/** PhonePe's API paths, with the same JSON shapes and validation as the sandbox. */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { MERCHANT_ID_PATTERN, type RefundState } from "../../lib/payments/phonepe/types";
import { readBody, sendError, sendJson } from "./http";
import type { SimulatedOrder, SimulatorState } from "./state";

export interface Credentials {
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  /** Lifetime of an access token, seconds. */
  tokenLifetimeSeconds?: number;
}

export async function handleToken(
  state: SimulatorState,
  credentials: Credentials,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const form = new URLSearchParams(await readBody(request));
  const valid =
    form.get("client_id") === credentials.clientId &&
    form.get("client_secret") === credentials.clientSecret &&
    form.get("client_version") === String(credentials.clientVersion) &&
    form.get("grant_type") === "client_credentials";
  if (!valid) return sendError(response, 401, "AUTHORIZATION_FAILED", "Invalid client credentials");
  const issuedAt = Math.floor(Date.now() / 1000);
  const expiresAt = issuedAt + (credentials.tokenLifetimeSeconds ?? 3600);
  const accessToken = randomBytes(24).toString("base64url");
  state.tokens.set(accessToken, expiresAt * 1000);
  state.stats.tokensIssued++;
  sendJson(response, 200, {
    access_token: accessToken,
    encrypted_access_token: accessToken,
    issued_at: issuedAt,
    expires_at: expiresAt,
    session_expires_at: expiresAt,
    token_type: "O-Bearer",
  });
}

/** Creates a pending order whose checkout page lives at `baseUrl`/checkout. */
export async function handlePay(
  state: SimulatorState,
  baseUrl: string,
  request: IncomingMessage,
  response: ServerResponse,
) {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(await readBody(request)) as Record<string, unknown>;
  } catch {
    return sendError(response, 400, "BAD_REQUEST", "Invalid JSON");
  }
  const {
    merchantOrderId,
    amount,
    expireAfter = 1200,
    paymentFlow,
    metaInfo,
  } = body as {
    merchantOrderId?: unknown;
    amount?: unknown;
    expireAfter?: unknown;
    paymentFlow?: { type?: unknown; merchantUrls?: { redirectUrl?: unknown } };
    metaInfo?: Record<string, string>;
  };
  if (typeof merchantOrderId !== "string" || !MERCHANT_ID_PATTERN.test(merchantOrderId)) {
    return sendError(response, 400, "BAD_REQUEST", "merchantOrderId must be 1-63 letters, digits, _ or -");
  }
  if (state.orders.has(merchantOrderId)) return sendError(response, 400, "BAD_REQUEST", "Duplicate merchantOrderId");
  if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
    return sendError(response, 400, "BAD_REQUEST", "amount must be an integer of at least 100 paise");
  }
  if (typeof expireAfter !== "number" || expireAfter < 300 || expireAfter > 3600) {
    return sendError(response, 400, "BAD_REQUEST", "expireAfter must be between 300 and 3600 seconds");
  }
  const redirectUrl = paymentFlow?.merchantUrls?.redirectUrl;
  if (paymentFlow?.type !== "PG_CHECKOUT" || typeof redirectUrl !== "string" || !URL.canParse(redirectUrl)) {
    return sendError(response, 400, "BAD_REQUEST", "paymentFlow must be PG_CHECKOUT with a redirectUrl");
  }
  const order: SimulatedOrder = {
    merchantOrderId,
    orderId: `OMO${Date.now()}${randomBytes(4).toString("hex").toUpperCase()}`,
    amount,
    state: "PENDING",
    expireAt: Date.now() + expireAfter * 1000,
    redirectUrl,
    metaInfo,
  };
  state.orders.set(merchantOrderId, order);
  sendJson(response, 200, {
    orderId: order.orderId,
    state: order.state,
    expireAt: order.expireAt,
    redirectUrl: `${baseUrl}/checkout?merchantOrderId=${encodeURIComponent(merchantOrderId)}`,
  });
}

export function handleOrderStatus(state: SimulatorState, merchantOrderId: string, response: ServerResponse) {
  const order = state.orders.get(merchantOrderId);
  if (!order)
    return sendError(response, 400, "INVALID_MERCHANT_ORDER_ID", "No entry found for given merchant order id");
  sendJson(response, 200, state.statusOf(order));
}

export async function handleRefund(state: SimulatorState, request: IncomingMessage, response: ServerResponse) {
  const fault = state.refundFaults.shift();
  if (fault === "unavailable") return sendError(response, 503, "INTERNAL_SERVER_ERROR", "Refunds are unavailable");
  const body = JSON.parse(await readBody(request)) as {
    merchantRefundId?: string;
    originalMerchantOrderId?: string;
    amount?: number;
  };
  const order = state.orders.get(body.originalMerchantOrderId ?? "");
  if (
    !body.merchantRefundId ||
    !MERCHANT_ID_PATTERN.test(body.merchantRefundId) ||
    state.refunds.has(body.merchantRefundId)
  ) {
    return sendError(response, 400, "BAD_REQUEST", "merchantRefundId must be new and 1-63 letters, digits, _ or -");
  }
  if (!order || state.current(order).state !== "COMPLETED") {
    return sendError(response, 400, "BAD_REQUEST", "Only a completed order can be refunded");
  }
  if (
    typeof body.amount !== "number" ||
    !Number.isInteger(body.amount) ||
    body.amount < 100 ||
    body.amount > order.amount
  ) {
    return sendError(response, 400, "BAD_REQUEST", "amount must be 100 paise up to the order's amount");
  }
  const refund = { refundId: `OMR${Date.now()}`, amount: body.amount, state: "PENDING" as RefundState };
  state.refunds.set(body.merchantRefundId, refund);
  if (fault === "lose-answer") return void request.socket.destroy();
  sendJson(response, 200, refund);
}

export function handleRefundStatus(state: SimulatorState, merchantRefundId: string, response: ServerResponse) {
  const refund = state.refunds.get(merchantRefundId);
  if (!refund) return sendError(response, 400, "BAD_REQUEST", "No such refund");
  refund.state = "COMPLETED"; // settles on the first status check
  sendJson(response, 200, refund);
}

/**
 * A local stand-in for PhonePe Standard Checkout v2, for development and tests (PhonePe is not
 * reachable from these machines). Same paths and JSON shapes as the sandbox, validating like
 * the real API; its checkout page lets a person or a browser test pick UPI, card or net banking
 * and succeed, fail or cancel, then returns the browser to the store and sends a signed webhook.
 * Never used in production: lib/env.ts refuses it there.
 */
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { log } from "../../log";
import {
  MERCHANT_ID_PATTERN,
  type OrderStatusResponse,
  type PaymentDetail,
  type PhonePeOrderState,
  type PhonePePaymentMode,
  type RefundState,
  type WebhookEvent,
} from "./types";

export interface SimulatorOptions {
  port?: number;
  host?: string;
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  /** Where checkout webhooks go, and the credentials the store checks. */
  webhook?: { url: string; username: string; password: string };
  /** Lifetime of an access token, seconds. */
  tokenLifetimeSeconds?: number;
}

interface SimulatedOrder {
  merchantOrderId: string;
  orderId: string;
  amount: number;
  state: PhonePeOrderState;
  expireAt: number;
  redirectUrl: string;
  metaInfo?: Record<string, string>;
  payment?: PaymentDetail;
  errorCode?: string;
}

export type CheckoutOutcome = "success" | "insufficient-balance" | "cancel";

const OUTCOME_ERRORS: Record<Exclude<CheckoutOutcome, "success">, string> = {
  "insufficient-balance": "INSUFFICIENT_BALANCE",
  cancel: "PAYMENT_CANCELLED",
};

const MODES: Record<string, PhonePePaymentMode> = { upi: "UPI_INTENT", card: "CARD", netbanking: "NET_BANKING" };

const MERCHANT_ID = "GANITPLAYSIM";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export async function startPhonePeSimulator(options: SimulatorOptions) {
  const tokens = new Map<string, number>(); // token → expiry (epoch ms)
  const orders = new Map<string, SimulatedOrder>(); // by merchantOrderId
  const refunds = new Map<string, { refundId: string; amount: number; state: RefundState }>();
  const webhooksSent: WebhookEvent[] = [];
  const stats = { tokensIssued: 0 };
  let baseUrl = "";

  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "Content-Type": "application/json" });
    response.end(JSON.stringify(body));
  };
  const error = (response: ServerResponse, status: number, code: string, message: string) =>
    json(response, status, { success: false, code, message, data: {} });

  async function readBody(request: IncomingMessage): Promise<string> {
    let body = "";
    for await (const chunk of request) body += String(chunk);
    return body;
  }

  /** Expired orders that were never paid fail, as PhonePe's do. */
  function current(order: SimulatedOrder): SimulatedOrder {
    if (order.state === "PENDING" && Date.now() > order.expireAt) {
      order.state = "FAILED";
      order.errorCode = "TXN_EXPIRED";
    }
    return order;
  }

  function statusOf(order: SimulatedOrder): OrderStatusResponse {
    const { orderId, state, amount, expireAt, metaInfo, errorCode, payment } = current(order);
    return {
      orderId,
      state,
      amount,
      payableAmount: amount,
      feeAmount: 0,
      expireAt,
      metaInfo,
      ...(errorCode ? { errorCode, detailedErrorCode: errorCode } : {}),
      paymentDetails: payment ? [payment] : [],
    };
  }

  async function sendWebhook(order: SimulatedOrder) {
    const event: WebhookEvent = {
      event: order.state === "COMPLETED" ? "checkout.order.completed" : "checkout.order.failed",
      payload: { ...statusOf(order), merchantId: MERCHANT_ID, merchantOrderId: order.merchantOrderId },
    };
    webhooksSent.push(event);
    if (!options.webhook) return;
    const { url, username, password } = options.webhook;
    try {
      await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Authorization: createHash("sha256").update(`${username}:${password}`).digest("hex"),
        },
        body: JSON.stringify(event),
        signal: AbortSignal.timeout(5_000),
      });
    } catch (failure) {
      // PhonePe retries failed webhooks; the simulator only reports them.
      log.warn("phonepe_simulator_webhook_failed", { url, error: failure });
    }
  }

  /** Finishes a checkout as the shopper chose; the page and tests both come through here. */
  async function complete(merchantOrderId: string, outcome: CheckoutOutcome, mode = "upi"): Promise<SimulatedOrder> {
    const order = orders.get(merchantOrderId);
    if (!order) throw new Error(`No simulated order ${merchantOrderId}`);
    if (current(order).state !== "PENDING") return order;
    order.state = outcome === "success" ? "COMPLETED" : "FAILED";
    order.errorCode = outcome === "success" ? undefined : OUTCOME_ERRORS[outcome];
    order.payment = {
      transactionId: `T${randomBytes(8).toString("hex").toUpperCase()}`,
      paymentMode: MODES[mode] ?? "UPI_INTENT",
      timestamp: Date.now(),
      amount: order.amount,
      state: order.state,
      ...(order.errorCode ? { errorCode: order.errorCode } : {}),
    };
    await sendWebhook(order);
    return order;
  }

  function authorized(request: IncomingMessage): boolean {
    const match = /^O-Bearer (\S+)$/.exec(request.headers.authorization ?? "");
    const expiry = match ? tokens.get(match[1]!) : undefined;
    return expiry !== undefined && Date.now() < expiry;
  }

  async function handleToken(request: IncomingMessage, response: ServerResponse) {
    const form = new URLSearchParams(await readBody(request));
    const valid =
      form.get("client_id") === options.clientId &&
      form.get("client_secret") === options.clientSecret &&
      form.get("client_version") === String(options.clientVersion) &&
      form.get("grant_type") === "client_credentials";
    if (!valid) return error(response, 401, "AUTHORIZATION_FAILED", "Invalid client credentials");
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + (options.tokenLifetimeSeconds ?? 3600);
    const accessToken = randomBytes(24).toString("base64url");
    tokens.set(accessToken, expiresAt * 1000);
    stats.tokensIssued++;
    json(response, 200, {
      access_token: accessToken,
      encrypted_access_token: accessToken,
      issued_at: issuedAt,
      expires_at: expiresAt,
      session_expires_at: expiresAt,
      token_type: "O-Bearer",
    });
  }

  async function handlePay(request: IncomingMessage, response: ServerResponse) {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(await readBody(request)) as Record<string, unknown>;
    } catch {
      return error(response, 400, "BAD_REQUEST", "Invalid JSON");
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
      return error(response, 400, "BAD_REQUEST", "merchantOrderId must be 1-63 letters, digits, _ or -");
    }
    if (orders.has(merchantOrderId)) return error(response, 400, "BAD_REQUEST", "Duplicate merchantOrderId");
    if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 100) {
      return error(response, 400, "BAD_REQUEST", "amount must be an integer of at least 100 paise");
    }
    if (typeof expireAfter !== "number" || expireAfter < 300 || expireAfter > 3600) {
      return error(response, 400, "BAD_REQUEST", "expireAfter must be between 300 and 3600 seconds");
    }
    const redirectUrl = paymentFlow?.merchantUrls?.redirectUrl;
    if (paymentFlow?.type !== "PG_CHECKOUT" || typeof redirectUrl !== "string" || !URL.canParse(redirectUrl)) {
      return error(response, 400, "BAD_REQUEST", "paymentFlow must be PG_CHECKOUT with a redirectUrl");
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
    orders.set(merchantOrderId, order);
    json(response, 200, {
      orderId: order.orderId,
      state: order.state,
      expireAt: order.expireAt,
      redirectUrl: `${baseUrl}/checkout?merchantOrderId=${encodeURIComponent(merchantOrderId)}`,
    });
  }

  function checkoutPage(response: ServerResponse, order: SimulatedOrder) {
    const rupees = (order.amount / 100).toFixed(2);
    const id = escapeHtml(order.merchantOrderId);
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>PhonePe simulator — pay ₹${rupees}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1f1147}
h1{color:#5f259f}fieldset{border:1px solid #ccc;border-radius:.5rem;margin:1rem 0}button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem;border-radius:.5rem;border:0;cursor:pointer}
.pay{background:#5f259f;color:#fff}.fail{background:#fde2e1}.cancel{background:#eee}</style></head>
<body><h1>PhonePe simulator</h1>
<p>This is a local test stand-in for PhonePe. No money moves.</p>
<p>Order <code>${id}</code> — <strong>₹${rupees}</strong></p>
<form method="post" action="/checkout">
<input type="hidden" name="merchantOrderId" value="${id}">
<fieldset><legend>Pay with</legend>
<label><input type="radio" name="mode" value="upi" checked> UPI</label><br>
<label><input type="radio" name="mode" value="card"> Card</label><br>
<label><input type="radio" name="mode" value="netbanking"> Net banking</label></fieldset>
<button class="pay" name="outcome" value="success">Pay ₹${rupees}</button>
<button class="fail" name="outcome" value="insufficient-balance">Fail: insufficient balance</button>
<button class="cancel" name="outcome" value="cancel">Cancel payment</button>
</form></body></html>`);
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", baseUrl);
    const path = url.pathname;
    if (request.method === "POST" && path === "/v1/oauth/token") return handleToken(request, response);

    if (path === "/checkout") {
      if (request.method === "GET") {
        const order = orders.get(url.searchParams.get("merchantOrderId") ?? "");
        if (!order) return error(response, 404, "NOT_FOUND", "No such checkout");
        return checkoutPage(response, order);
      }
      const form = new URLSearchParams(await readBody(request));
      const order = orders.get(form.get("merchantOrderId") ?? "");
      const outcome = form.get("outcome") as CheckoutOutcome | null;
      if (!order || !outcome || !["success", "insufficient-balance", "cancel"].includes(outcome)) {
        return error(response, 400, "BAD_REQUEST", "Unknown checkout or choice");
      }
      await complete(order.merchantOrderId, outcome, form.get("mode") ?? "upi");
      // Like PhonePe, the redirect itself carries no status.
      response.writeHead(303, { Location: order.redirectUrl });
      return response.end();
    }

    if (!authorized(request)) return error(response, 401, "UNAUTHORIZED", "Invalid or expired O-Bearer token");

    if (request.method === "POST" && path === "/checkout/v2/pay") return handlePay(request, response);

    const statusMatch = /^\/checkout\/v2\/order\/([^/]+)\/status$/.exec(path);
    if (request.method === "GET" && statusMatch) {
      const order = orders.get(decodeURIComponent(statusMatch[1]!));
      if (!order)
        return error(response, 400, "INVALID_MERCHANT_ORDER_ID", "No entry found for given merchant order id");
      return json(response, 200, statusOf(order));
    }

    if (request.method === "POST" && path === "/payments/v2/refund") {
      const body = JSON.parse(await readBody(request)) as {
        merchantRefundId?: string;
        originalMerchantOrderId?: string;
        amount?: number;
      };
      const order = orders.get(body.originalMerchantOrderId ?? "");
      if (
        !body.merchantRefundId ||
        !MERCHANT_ID_PATTERN.test(body.merchantRefundId) ||
        refunds.has(body.merchantRefundId)
      ) {
        return error(response, 400, "BAD_REQUEST", "merchantRefundId must be new and 1-63 letters, digits, _ or -");
      }
      if (!order || current(order).state !== "COMPLETED") {
        return error(response, 400, "BAD_REQUEST", "Only a completed order can be refunded");
      }
      if (
        typeof body.amount !== "number" ||
        !Number.isInteger(body.amount) ||
        body.amount < 100 ||
        body.amount > order.amount
      ) {
        return error(response, 400, "BAD_REQUEST", "amount must be 100 paise up to the order's amount");
      }
      const refund = { refundId: `OMR${Date.now()}`, amount: body.amount, state: "PENDING" as RefundState };
      refunds.set(body.merchantRefundId, refund);
      return json(response, 200, refund);
    }

    const refundMatch = /^\/payments\/v2\/refund\/([^/]+)\/status$/.exec(path);
    if (request.method === "GET" && refundMatch) {
      const refund = refunds.get(decodeURIComponent(refundMatch[1]!));
      if (!refund) return error(response, 400, "BAD_REQUEST", "No such refund");
      refund.state = "COMPLETED"; // settles on the first status check
      return json(response, 200, refund);
    }

    error(response, 404, "NOT_FOUND", "No such API");
  }

  const server = createServer((request, response) => {
    route(request, response).catch((failure: unknown) => {
      log.error("phonepe_simulator_failed", { error: failure });
      if (!response.headersSent) error(response, 500, "INTERNAL_SERVER_ERROR", "Simulator failure");
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${options.host ?? "127.0.0.1"}:${port}`;

  return {
    url: baseUrl,
    /** Finishes a checkout without the page, as a shopper would through it. */
    complete,
    /** Invalidates every access token, as if PhonePe rotated them. */
    revokeTokens: () => tokens.clear(),
    /** Makes an order's payment window end now. */
    expire: (merchantOrderId: string) => {
      const order = orders.get(merchantOrderId);
      if (order) order.expireAt = Date.now() - 1;
    },
    /** Every webhook event raised, delivered or not (no webhook URL configured). */
    webhooksSent,
    stats,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PhonePeSimulator = Awaited<ReturnType<typeof startPhonePeSimulator>>;

/**
 * A typed client for PhonePe Standard Checkout v2 over fetch: OAuth token cached and refreshed
 * at the middle of its life (as PhonePe's own SDK does), one retry after a 401, a timeout on
 * every call, and PhonePe's error codes turned into messages a shopper can read. Secrets and
 * tokens are never logged.
 */
import type {
  ErrorResponse,
  OrderStatusResponse,
  PayRequest,
  PayResponse,
  RefundRequest,
  RefundResponse,
  TokenResponse,
} from "./types";

export interface PhonePeClientOptions {
  oauthBaseUrl: string;
  pgBaseUrl: string;
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  timeoutMs?: number;
  /** Epoch milliseconds; replaceable in tests. */
  now?: () => number;
}

const MESSAGES: Record<string, string> = {
  BAD_REQUEST: "PhonePe could not accept this payment request",
  INVALID_MERCHANT_ORDER_ID: "PhonePe has no record of this payment",
  AUTHORIZATION_FAILED: "The store could not sign in to PhonePe",
  UNAUTHORIZED: "The store could not sign in to PhonePe",
  INTERNAL_SERVER_ERROR: "PhonePe is unavailable at the moment. Please try again.",
  TIMEOUT: "PhonePe did not respond in time. Please try again.",
  NETWORK_ERROR: "The store could not reach PhonePe. Please try again.",
  INVALID_RESPONSE: "PhonePe sent an unexpected answer. Please try again.",
};

/** Why a payment failed, from the errorCode of an order status (PhonePe's documented codes). */
const FAILURE_REASONS: Record<string, string> = {
  INSUFFICIENT_BALANCE: "Insufficient balance in your account",
  Z9: "Insufficient balance in your account",
  INVALID_MPIN: "Incorrect UPI PIN",
  ZM: "Incorrect UPI PIN",
  TXN_AUTO_FAILED: "The payment could not be completed",
  PAYMENT_CANCELLED: "You cancelled the payment",
  TXN_EXPIRED: "The payment window expired",
  // The store's own code: PhonePe reported a completed payment of another sum.
  AMOUNT_MISMATCH: "The amount paid did not match the order total; it will be refunded to you",
};

export function describePaymentFailure(errorCode: string | undefined): string {
  return (errorCode && FAILURE_REASONS[errorCode]) || "The payment was declined";
}

export class PhonePeError extends Error {
  constructor(
    readonly code: string,
    readonly httpStatus: number,
    /** PhonePe's own message, kept for logs; `message` is the shopper-facing text. */
    readonly providerMessage?: string,
  ) {
    super(MESSAGES[code] ?? "PhonePe refused the request");
    this.name = "PhonePeError";
  }
}

interface CachedToken {
  value: string;
  /** Epoch ms: refresh from here on (half-way through the token's life). */
  refreshAt: number;
}

export function createPhonePeClient(options: PhonePeClientOptions) {
  const { timeoutMs = 10_000, now = Date.now } = options;
  let token: CachedToken | null = null;
  let pendingToken: Promise<CachedToken> | null = null;

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), cache: "no-store" });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new PhonePeError(timedOut ? "TIMEOUT" : "NETWORK_ERROR", 0);
    }
  }

  async function readBody<T>(response: Response): Promise<T> {
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      throw new PhonePeError("INVALID_RESPONSE", response.status);
    }
    if (!response.ok) {
      const error = body as Partial<ErrorResponse>;
      const code =
        error.code ??
        (response.status === 401 ? "UNAUTHORIZED" : response.status >= 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST");
      throw new PhonePeError(code, response.status, error.message);
    }
    return body as T;
  }

  async function fetchToken(): Promise<CachedToken> {
    const response = await send(`${options.oauthBaseUrl}/v1/oauth/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        client_id: options.clientId,
        client_version: String(options.clientVersion),
        client_secret: options.clientSecret,
        grant_type: "client_credentials",
      }),
    });
    const body = await readBody<TokenResponse>(response);
    if (!body.access_token || !body.expires_at) throw new PhonePeError("INVALID_RESPONSE", response.status);
    const issuedAt = (body.issued_at || Math.floor(now() / 1000)) * 1000;
    return { value: body.access_token, refreshAt: issuedAt + (body.expires_at * 1000 - issuedAt) / 2 };
  }

  async function accessToken(): Promise<string> {
    if (token && now() < token.refreshAt) return token.value;
    // One refresh at a time: concurrent calls share it.
    pendingToken ??= fetchToken().finally(() => (pendingToken = null));
    token = await pendingToken;
    return token.value;
  }

  async function call<T>(method: "GET" | "POST", path: string, body?: unknown, retried = false): Promise<T> {
    const response = await send(`${options.pgBaseUrl}${path}`, {
      method,
      headers: {
        "Content-Type": "application/json",
        Authorization: `O-Bearer ${await accessToken()}`,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status === 401 && !retried) {
      // The token was revoked or expired early: fetch a new one and try once more.
      token = null;
      await response.body?.cancel();
      return call<T>(method, path, body, true);
    }
    return readBody<T>(response);
  }

  return {
    pay: (request: PayRequest) => call<PayResponse>("POST", "/checkout/v2/pay", request),
    getOrderStatus: (merchantOrderId: string) =>
      call<OrderStatusResponse>(
        "GET",
        `/checkout/v2/order/${encodeURIComponent(merchantOrderId)}/status?details=false&errorContext=false`,
      ),
    refund: (request: RefundRequest) => call<RefundResponse>("POST", "/payments/v2/refund", request),
    getRefundStatus: (merchantRefundId: string) =>
      call<RefundResponse>("GET", `/payments/v2/refund/${encodeURIComponent(merchantRefundId)}/status`),
  };
}

export type PhonePeClient = ReturnType<typeof createPhonePeClient>;

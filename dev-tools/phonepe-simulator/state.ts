/**
 * What the simulator remembers: access tokens, orders, refunds and the webhooks it raised, and
 * the one way an order is finished (the checkout page and tests both go through `complete`).
 */
import { randomBytes } from "node:crypto";
import type {
  OrderStatusResponse,
  PaymentDetail,
  PhonePeOrderState,
  PhonePePaymentMode,
  RefundState,
  WebhookEvent,
} from "../../lib/payments/phonepe/types";
import { sendWebhook, type WebhookTarget } from "./webhook";

export interface SimulatedOrder {
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

/** What goes wrong with the next refund request: PhonePe down, or the answer lost on the way back. */
export type RefundFault = "unavailable" | "lose-answer";

export const CHECKOUT_OUTCOMES = ["success", "insufficient-balance", "cancel"] as const;
export type CheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number];

const OUTCOME_ERRORS: Record<Exclude<CheckoutOutcome, "success">, string> = {
  "insufficient-balance": "INSUFFICIENT_BALANCE",
  cancel: "PAYMENT_CANCELLED",
};

const MODES: Record<string, PhonePePaymentMode> = { upi: "UPI_INTENT", card: "CARD", netbanking: "NET_BANKING" };

const MERCHANT_ID = "GANITPLAYSIM";

export function createSimulatorState(webhook?: WebhookTarget) {
  const tokens = new Map<string, number>(); // token → expiry (epoch ms)
  const orders = new Map<string, SimulatedOrder>(); // by merchantOrderId
  const refunds = new Map<string, { refundId: string; amount: number; state: RefundState }>();
  const webhooksSent: WebhookEvent[] = [];
  const refundFaults: RefundFault[] = [];
  const stats = { tokensIssued: 0 };

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

  async function raiseWebhook(order: SimulatedOrder) {
    const event: WebhookEvent = {
      event: order.state === "COMPLETED" ? "checkout.order.completed" : "checkout.order.failed",
      payload: { ...statusOf(order), merchantId: MERCHANT_ID, merchantOrderId: order.merchantOrderId },
    };
    webhooksSent.push(event);
    if (webhook) await sendWebhook(webhook, event);
  }

  /** Finishes a checkout as the shopper chose. */
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
    await raiseWebhook(order);
    return order;
  }

  /** Whether an `Authorization: O-Bearer …` header carries a token that is still valid. */
  function authorized(header: string | undefined): boolean {
    const match = /^O-Bearer (\S+)$/.exec(header ?? "");
    const expiry = match ? tokens.get(match[1]!) : undefined;
    return expiry !== undefined && Date.now() < expiry;
  }

  return { tokens, orders, refunds, refundFaults, webhooksSent, stats, current, statusOf, complete, authorized };
}

export type SimulatorState = ReturnType<typeof createSimulatorState>;

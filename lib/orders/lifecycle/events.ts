/**
 * The order's domain events. Each is written to the order event stream (`outbox_events`) in the
 * same transaction as the change that caused it, so its subscribers (e-mail, refunds;
 * lib/order-events.ts) never miss one and never see one whose change was rolled back.
 */
import type { OrderStatus, PaymentMethod } from "../../generated/prisma/enums";
import type { Paise } from "../../money";

interface Refunded {
  orderId: string;
  refundId: string;
  amount: Paise;
}

export type OrderEvent =
  | { type: "order.placed"; orderId: string; status: OrderStatus; paymentMethod: PaymentMethod; amount: Paise }
  | { type: "order.paid"; orderId: string; amount: Paise; paymentMode?: string; transactionId?: string }
  | { type: "order.payment_failed"; orderId: string; reason: string }
  /** A cash on delivery order confirmed (by its customer, or an operator after a call): now it is packed. */
  | { type: "order.confirmed"; orderId: string; amount: Paise; adminId: string | null }
  /** An unconfirmed cash on delivery order's customer reminded, once. */
  | { type: "order.confirmation_reminder"; orderId: string }
  /** Money arrived after the order was released: it is owed back. */
  | { type: "order.paid_after_release"; orderId: string; amount: Paise }
  /** Units cancelled by the customer, the rest going ahead; `paid`: their refund is queued. */
  | { type: "order.items_cancelled"; orderId: string; itemCancellationId: string; amount: Paise; paid: boolean }
  | { type: "order.status_changed"; orderId: string; from: OrderStatus; to: OrderStatus; adminId: string | null }
  | {
      type: "order.cancelled";
      orderId: string;
      from: OrderStatus;
      paid: boolean;
      adminId: string | null;
      /** The customer cancelled it themselves (their e-mail says so). */
      byCustomer?: boolean;
      /** The store cancelled it, never confirmed within COD_CONFIRM_HOURS (its e-mail says so). */
      unconfirmed?: boolean;
    }
  | ({ type: RefundEventType } & Refunded)
  | { type: ReturnEventType; orderId: string; returnRequestId: string; note?: string }
  /** A return paid back: PhonePe's refund queued, or a bank/UPI transfer recorded for COD. */
  | { type: "order.return_refunded"; orderId: string; returnRequestId: string; amount: Paise; note?: string };

export type ReturnEventType =
  "order.return_requested" | "order.return_approved" | "order.return_rejected" | "order.return_received";

export type RefundEventType = "order.refund_started" | "order.refund_completed" | "order.refund_failed";

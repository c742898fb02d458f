/**
 * PhonePe Standard Checkout v2 request and response shapes, as documented by PhonePe
 * (see ../shared/notes/phonepe-and-emailjs.md). Shared by the client and the local simulator.
 */

export type PhonePeOrderState = "PENDING" | "COMPLETED" | "FAILED";
export type PhonePePaymentMode = "UPI_INTENT" | "UPI_COLLECT" | "UPI_QR" | "CARD" | "NET_BANKING";

export interface TokenResponse {
  access_token: string;
  encrypted_access_token: string;
  /** Epoch seconds. */
  issued_at: number;
  /** Epoch seconds. */
  expires_at: number;
  session_expires_at: number;
  token_type: "O-Bearer";
}

export interface PayRequest {
  merchantOrderId: string;
  /** Paise, at least 100. */
  amount: number;
  /** Seconds, 300 to 3600. */
  expireAfter?: number;
  metaInfo?: Record<string, string>;
  paymentFlow: {
    type: "PG_CHECKOUT";
    message?: string;
    merchantUrls: { redirectUrl: string };
  };
}

export interface PayResponse {
  /** PhonePe's own order id ("OMO…"). */
  orderId: string;
  state: PhonePeOrderState;
  /** Epoch milliseconds. */
  expireAt: number;
  /** PhonePe's checkout page for the shopper. */
  redirectUrl: string;
}

export interface PaymentDetail {
  transactionId: string;
  paymentMode: PhonePePaymentMode;
  timestamp: number;
  amount: number;
  state: PhonePeOrderState;
  errorCode?: string;
  detailedErrorCode?: string;
}

export interface OrderStatusResponse {
  orderId: string;
  state: PhonePeOrderState;
  amount: number;
  payableAmount: number;
  feeAmount: number;
  expireAt: number;
  metaInfo?: Record<string, string>;
  errorCode?: string;
  detailedErrorCode?: string;
  paymentDetails: PaymentDetail[];
}

export interface RefundRequest {
  merchantRefundId: string;
  originalMerchantOrderId: string;
  amount: number;
}

export type RefundState = "PENDING" | "CONFIRMED" | "COMPLETED" | "FAILED";

export interface RefundResponse {
  refundId: string;
  amount: number;
  state: RefundState;
}

export interface WebhookEvent {
  event:
    | "checkout.order.completed"
    | "checkout.order.failed"
    | "pg.refund.accepted"
    | "pg.refund.completed"
    | "pg.refund.failed";
  payload: OrderStatusResponse & { merchantId: string; merchantOrderId: string };
}

/** PhonePe's error body. */
export interface ErrorResponse {
  code: string;
  message: string;
  success?: false;
  data?: Record<string, never>;
}

/** merchantOrderId and merchantRefundId: at most 63 of letters, digits, _ and -. */
export const MERCHANT_ID_PATTERN = /^[A-Za-z0-9_-]{1,63}$/;

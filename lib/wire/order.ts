/**
 * Orders on the wire (SPEC §3, §7): `_id`, money as rupee numbers, status and payment method as
 * the shopper reads them. The route handlers write it with toOrderJson; the browser reads it with
 * these same schemas.
 */
import { businessBuyerSchema } from "../business/business-buyer";
import { z } from "zod";
import { deliveryDaysText } from "../delivery/estimate";
import { toRupeeNumber } from "../money";
import type { Order } from "../orders/order";
import { addressSnapshot, type AddressSnapshot, type DeliverySnapshot } from "../orders/snapshots";
import type { PayOnlineOption } from "../payments/phonepe/pay-online-instead";
import type { RecoveryOptions } from "../payments/phonepe/recovery-options";
import { PAYMENT_METHOD_VALUES, paymentMethodValue } from "../orders/payment-method";
import { ORDER_STATUS_LABELS, orderStatusLabel } from "../orders/status";
import { pincodeDataJson, shippingCostJson, toPincodeDataJson, toShippingCostJson } from "./delivery";

/** SPEC §3's delivery address: the pincode is called zipcode. */
export const orderAddressJson = addressSnapshot.omit({ pincode: true }).extend({ zipcode: z.string() });

const deliveryInfoJson = z.object({
  pincodeData: pincodeDataJson,
  /** Dispatch plus transit, for example "3-4 days". */
  estimatedDelivery: z.string(),
  /** In rupees, as quoted. */
  shippingCost: shippingCostJson,
  /** Grams of the parcel. */
  totalWeight: z.number(),
  /** Beyond SPEC §7: the estimate's days, so the browser counts the promised date without reading the text. */
  deliveryDays: z.object({ min: z.number(), max: z.number() }),
});

export const orderJson = z.object({
  _id: z.string(),
  userId: z.string(),
  items: z.array(
    z.object({
      /** Beyond SPEC §7: the line's id, for cancelling or returning some of its units. */
      _id: z.string(),
      productId: z.string().nullable(),
      name: z.string(),
      image: z.string(),
      quantity: z.number(),
      /** Unit price in rupees. */
      price: z.number(),
      /** Beyond SPEC §7: what promotions took off the line's units, rupees. */
      discount: z.number(),
      /** Grams per unit. */
      weight: z.number(),
    }),
  ),
  /** Beyond SPEC §7: units the customer cancelled before dispatch, the rest of the order going ahead. */
  cancelledItems: z.array(z.object({ name: z.string(), quantity: z.number() })),
  subtotal: z.number(),
  /** Beyond SPEC §7: what promotions took off the items; amount = subtotal − discount + shipping. */
  discount: z.number(),
  shipping: z.number(),
  amount: z.number(),
  /** Beyond SPEC §7: what gift cards and store credit pay of `amount`, rupees; the payment method pays the rest. */
  paidByCredit: z.number(),
  address: orderAddressJson,
  deliveryInfo: deliveryInfoJson,
  orderNotes: z.string().nullable(),
  /** Beyond SPEC §7: the business or school a GST invoice is made out to (its GSTIN), or null. */
  business: businessBuyerSchema.nullable(),
  /** Beyond SPEC §7: the buyer's purchase order number, printed on the tax invoice. */
  purchaseOrder: z.string().nullable(),
  status: z.enum(ORDER_STATUS_LABELS),
  paymentMethod: z.enum(PAYMENT_METHOD_VALUES),
  /** Whether it is paid. */
  payment: z.boolean(),
  phonePeOrderId: z.string().nullable(),
  /** Set by the admin when the order shipped, when known. */
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The GST tax invoice's number once the order is confirmed; its PDF is GET /api/order/invoice/{_id}. */
  invoiceNumber: z.string().nullable(),
  /** Beyond SPEC §7: a cash on delivery order awaiting its customer's confirmation is cancelled at this time (epoch milliseconds). */
  confirmBy: z.number().optional(),
  /** Epoch milliseconds (sortable). */
  date: z.number(),
});
export type OrderJson = z.infer<typeof orderJson>;

export const orderResponse = z.object({ order: orderJson });
export const orderListResponse = z.object({ orders: z.array(orderJson) });
export const orderPlacedResponse = z.object({ orderId: z.string(), order: orderJson });
export const paymentStartedResponse = z.object({ orderId: z.string(), paymentUrl: z.string() });
/**
 * Beyond SPEC §7: whether the caller may pay these lines on delivery, the refusal's words when not,
 * and the store's rules' extra cash on delivery fee (rupees) with its reason.
 */
export const codCheckResponse = z.object({
  available: z.boolean(),
  reason: z.string().nullable(),
  fee: z.number(),
  feeReason: z.string().nullable(),
});
/** Beyond SPEC §7: what paying online instead would cost an order awaiting its confirmation, and save (rupees). */
export const payOnlineResponse = z.object({
  payOnline: z.object({ amount: z.number(), saving: z.number() }).nullable(),
});
export type PayOnlineJson = z.infer<typeof payOnlineResponse>["payOnline"];
/** Beyond SPEC §7: a confirmation answered by the order's signed link, and whether it changed the order. */
export const linkAnswerResponse = z.object({ changed: z.boolean() });

export const toPayOnlineJson = (option: PayOnlineOption): PayOnlineJson =>
  option.available ? { amount: toRupeeNumber(option.amount), saving: toRupeeNumber(option.saving) } : null;
/** The verify call: how PhonePe says the payment went, and the order as it now stands. */
export const paymentVerificationResponse = z.object({
  paymentState: z.enum(["COMPLETED", "FAILED", "PENDING"]),
  error: z.string().optional(),
  order: orderJson,
  /** An unpaid order's ways out: pay again, or pay on delivery (amount in rupees, COD fee included). */
  recovery: z
    .object({
      retry: z.boolean(),
      payOnDelivery: z.object({
        available: z.boolean(),
        amount: z.number().optional(),
        codFee: z.number().optional(),
        reason: z.string().optional(),
      }),
    })
    .optional(),
});
export type PaymentRecoveryJson = NonNullable<z.infer<typeof paymentVerificationResponse>["recovery"]>;

export function toRecoveryJson({ retry, payOnDelivery }: RecoveryOptions): PaymentRecoveryJson {
  if (!payOnDelivery.available) return { retry, payOnDelivery };
  const { amount, codFee } = payOnDelivery;
  return { retry, payOnDelivery: { available: true, amount: toRupeeNumber(amount), codFee: toRupeeNumber(codFee) } };
}

export function toOrderAddressJson({ pincode, ...address }: AddressSnapshot): OrderJson["address"] {
  return { ...address, zipcode: pincode };
}

function toDeliveryInfoJson({ place, days, shippingCost, totalWeight }: DeliverySnapshot): OrderJson["deliveryInfo"] {
  return {
    pincodeData: toPincodeDataJson(place),
    estimatedDelivery: deliveryDaysText(days),
    shippingCost: toShippingCostJson(shippingCost),
    totalWeight,
    deliveryDays: days,
  };
}

export function toOrderJson(order: Order): OrderJson {
  return {
    _id: order.id,
    userId: order.userId,
    items: order.items.map(({ id, unitPrice, discount, ...item }) => ({
      _id: id,
      ...item,
      price: toRupeeNumber(unitPrice),
      discount: toRupeeNumber(discount),
    })),
    cancelledItems: order.cancelled,
    subtotal: toRupeeNumber(order.subtotal),
    discount: toRupeeNumber(order.discount),
    shipping: toRupeeNumber(order.shipping),
    amount: toRupeeNumber(order.amount),
    paidByCredit: toRupeeNumber(order.paidByCredit),
    address: toOrderAddressJson(order.address),
    deliveryInfo: toDeliveryInfoJson(order.delivery),
    orderNotes: order.orderNotes,
    business: order.businessBuyer,
    purchaseOrder: order.purchaseOrder,
    status: orderStatusLabel(order.status),
    paymentMethod: paymentMethodValue(order.paymentMethod),
    payment: order.paid,
    phonePeOrderId: order.phonePeOrderId,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    invoiceNumber: order.invoiceNumber,
    ...(order.confirmBy && { confirmBy: order.confirmBy.getTime() }),
    date: order.createdAt.getTime(),
  };
}

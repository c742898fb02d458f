/**
 * The delivery calls of SPEC §7 as the browser makes them (product page and checkout). The
 * answers' schemas (and zod) are imported with the first call, not with the page.
 */
import { deliveryDaysText, FALLBACK_DELIVERY_DAYS } from "../delivery/estimate";
import type { PaymentChoices } from "../delivery/payment-choices";
import type { PaymentMethod } from "../generated/prisma/enums";
import { rupeesToPaise, toRupeeNumber, type Paise } from "../money";
import type { PaymentChoicesJson, PincodeData, ShippingCostJson } from "../wire/delivery";
import { toPaymentTypeJson } from "../wire/payment-type";
import { callApi } from "./api";
import { ApiError, messageOf } from "./api-errors";
import { validationMessage } from "../validation/error-messages";

/**
 * `reason`: no delivery there, the server not reached, or another refusal, whose `message` is the
 * server's (English) words; a page may word the first two in its own language.
 */
export type PincodeRefusal = "unserviceable" | "unreachable" | "refused";

export type PincodeAnswer =
  { serviceable: true; data: PincodeData } | { serviceable: false; reason: PincodeRefusal; message: string };

/** Whether the store delivers there; a network failure says so (SPEC §8). */
export async function checkPincode(pincode: string): Promise<PincodeAnswer> {
  try {
    const { serviceabilityResponse } = await import("../wire/delivery");
    const answer = await callApi(
      `/api/delivery/check-serviceability?pincode=${encodeURIComponent(pincode)}`,
      serviceabilityResponse,
      { method: "GET" },
    );
    if (answer.serviceable && answer.data) return { serviceable: true, data: answer.data };
    return { serviceable: false, reason: "unserviceable", message: answer.message || "Pincode not serviceable" };
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) {
      return { serviceable: false, reason: "unreachable", message: "Failed to check pincode serviceability" };
    }
    return {
      serviceable: false,
      reason: "refused",
      message: messageOf(error, validationMessage("pincodeUnserviceable")),
    };
  }
}

export interface DeliveryEstimate {
  /** '6-8 days'; the fallback when the answer has none. */
  days: string;
  /** India's calendar day it arrives by ("2026-12-05"), when the store said. */
  arrivesBy: string | null;
}

/** How long delivery takes, and the day it arrives by. Throws the server's message. */
export async function estimateDelivery(pincode: string): Promise<DeliveryEstimate> {
  const { estimatedDeliveryResponse } = await import("../wire/delivery");
  const answer = await callApi(
    `/api/delivery/estimated-delivery?pincode=${encodeURIComponent(pincode)}`,
    estimatedDeliveryResponse,
    { method: "GET" },
  );
  return {
    days: answer.estimated_days || deliveryDaysText(FALLBACK_DELIVERY_DAYS),
    arrivesBy: answer.arrives_by ?? null,
  };
}

/** The domain's PaymentChoices as the shipping-cost call answers them: each way of paying as its total, in paise. */
export type PaymentChoiceTotals = Omit<PaymentChoices, "prepaid" | "cod"> & {
  prepaidTotal: Paise;
  /** Null where cash on delivery is not offered. */
  codTotal: Paise | null;
};

export interface ShippingQuote {
  total: Paise;
  cost: ShippingCostJson;
  choices: PaymentChoiceTotals;
}

const paiseOrNull = (rupees: number | null) => (rupees === null ? null : rupeesToPaise(rupees));

function toChoices(json: PaymentChoicesJson): PaymentChoiceTotals {
  return {
    prepaidTotal: rupeesToPaise(json.prepaidTotal),
    codTotal: paiseOrNull(json.codTotal),
    codFee: rupeesToPaise(json.codFee),
    freeShippingThreshold: rupeesToPaise(json.freeShippingThreshold),
    prepaidSaving: paiseOrNull(json.prepaidSaving),
    toFreeShipping: paiseOrNull(json.toFreeShipping),
  };
}

/** The charge for a parcel; omit the payment type for the product page's quick quote. */
export async function quoteShipping(
  pincode: string,
  options: { weight: number; paymentMethod?: PaymentMethod; orderValue?: number; freeShipping?: boolean },
): Promise<ShippingQuote> {
  const query = new URLSearchParams({ pincode, weight: String(options.weight) });
  if (options.paymentMethod) query.set("payment_type", toPaymentTypeJson(options.paymentMethod));
  if (options.orderValue !== undefined) query.set("order_value", String(options.orderValue));
  if (options.freeShipping) query.set("free_shipping", "1");
  const { shippingCostResponse } = await import("../wire/delivery");
  const { cost, choices } = await callApi(`/api/delivery/shipping-cost?${query}`, shippingCostResponse, {
    method: "GET",
  });
  return { total: rupeesToPaise(cost.total), cost, choices: toChoices(choices) };
}

/**
 * The payment choices with the store's rules' extra cash on delivery fee for this order
 * (POST /api/order/cod-check) added to cash on delivery, as the placement will charge it.
 */
export function choicesWithCodFee(choices: PaymentChoiceTotals, fee: Paise): PaymentChoiceTotals {
  if (fee === 0 || choices.codTotal === null) return choices;
  const prepaidSaving = (choices.prepaidSaving ?? 0) + fee;
  return { ...choices, codFee: choices.codFee + fee, codTotal: choices.codTotal + fee, prepaidSaving };
}

/** A cash on delivery quote with that fee in its COD fee and total. */
export function quoteWithCodFee(quote: ShippingQuote, fee: Paise): ShippingQuote {
  if (fee === 0) return quote;
  const total = quote.total + fee;
  const codFee = toRupeeNumber(rupeesToPaise(quote.cost.details.codFee) + fee);
  return {
    total,
    cost: { ...quote.cost, total: toRupeeNumber(total), details: { ...quote.cost.details, codFee } },
    choices: choicesWithCodFee(quote.choices, fee),
  };
}

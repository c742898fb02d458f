/**
 * The delivery module: serviceability of a pincode, its zone from the warehouse, the estimate
 * and the shipping charge. Order placement and the delivery API both call it, so an order is
 * charged exactly what the shipping-cost call quoted.
 */
import "server-only";
import { db } from "../db";
import type { DeliverySettings, Pincode, ShippingRate } from "../generated/prisma/client";
import type { PaymentMethod } from "../generated/prisma/enums";
import { badRequest } from "../http/errors";
import { toPaise, type Paise } from "../money";
import type { DeliveryDays } from "./estimate";
import { paymentChoices, type PaymentChoices } from "./payment-choices";
import {
  billableWeight,
  deliveryZone,
  displayName,
  isArmyPostalPincode,
  shippingCharge,
  type PincodePlace,
  type ShippingCharge,
  type Zone,
} from "./rules";
import { validationMessage } from "../validation/error-messages";

export interface ServiceablePincode {
  zone: Zone;
  place: PincodePlace;
  /** Dispatch plus transit. */
  days: DeliveryDays;
  rate: { firstHalfKg: Paise; eachFurtherHalfKg: Paise; codAvailable: boolean };
}

// Raw SQL: every order placement and shipping quote reads these, and raw statements skip
// Prisma's query compiler. Each names its columns, typed as its model's fields, so a renamed
// column fails the query instead of leaving a field undefined.
type Settings = Omit<DeliverySettings, "id" | "updatedAt">;
type Rate = Omit<ShippingRate, "updatedAt">;
type PincodeEnd = Pick<Pincode, "pincode" | "district" | "state" | "delivers">;

async function loadSettings(): Promise<Settings> {
  const [settings] = await db().$queryRaw<Settings[]>`
    SELECT "warehousePincode", "codFee", "freeShippingThreshold", "metroDistricts", "specialStates",
      "volumetricDivisor", "dispatchDays"
    FROM "delivery_settings" WHERE "id" = 1`;
  if (!settings) throw new Error("Delivery settings are missing: apply the migrations.");
  return settings;
}

export type DeliveryRules = Awaited<ReturnType<typeof loadRules>>;

/** The delivery settings and the rate card by zone. */
export async function loadRules() {
  const [settings, rates] = await Promise.all([
    loadSettings(),
    db().$queryRaw<Rate[]>`
      SELECT "zone", "firstHalfKg", "eachFurtherHalfKg", "minDays", "maxDays", "codAvailable" FROM "shipping_rates"`,
  ]);
  return { settings, rates: new Map(rates.map((rate) => [rate.zone, rate])) };
}

/** Where the store delivers: the pincode exists, has a delivering office and is not military. */
export async function findServiceablePincode(
  pincode: string,
  rules?: DeliveryRules,
): Promise<ServiceablePincode | null> {
  if (isArmyPostalPincode(pincode)) return null;
  const { settings, rates } = rules ?? (await loadRules());
  // Both ends in one query: order placement quotes under load.
  const ends = await db().$queryRaw<PincodeEnd[]>`
    SELECT "pincode", "district", "state", "delivers" FROM "pincodes" WHERE "pincode" IN (${pincode}, ${settings.warehousePincode})`;
  const destination = ends.find((row) => row.pincode === pincode);
  const origin = ends.find((row) => row.pincode === settings.warehousePincode);
  if (!destination?.delivers || !origin) return null;

  const zone = deliveryZone(origin, destination, settings);
  const rate = rates.get(zone);
  if (!rate) return null;
  return {
    zone,
    // Time to dispatch from the warehouse, then the courier's surface transit time.
    days: { min: rate.minDays + settings.dispatchDays, max: rate.maxDays + settings.dispatchDays },
    place: {
      city: displayName(destination.district),
      state: displayName(destination.state),
      codAvailable: rate.codAvailable,
    },
    rate: {
      firstHalfKg: toPaise(rate.firstHalfKg),
      eachFurtherHalfKg: toPaise(rate.eachFurtherHalfKg),
      codAvailable: rate.codAvailable,
    },
  };
}

/** The divisor of volumetric weight (cm³ per kg), from the delivery settings. */
export async function volumetricDivisor(): Promise<number> {
  return (await loadSettings()).volumetricDivisor;
}

export interface DeliveryQuote extends ShippingCharge {
  /** The part of the shipping a promotion waived (the store's free-shipping threshold had not). */
  waivedByPromotion: Paise;
  destination: ServiceablePincode;
  /** Both ways of paying side by side, for the cart and the payment choice. */
  choices: PaymentChoices;
}

/**
 * The shipping charge for a parcel to a pincode. Refuses (400) unserviceable pincodes and cash on
 * delivery where it is not offered.
 */
export async function quoteDelivery(
  input: {
    pincode: string;
    weightGrams: number;
    paymentMethod: PaymentMethod;
    orderValue?: Paise;
    /** The cash on delivery rules' extra fee for this order (lib/orders/cod-risk/), part of its COD fee. */
    codRiskFee?: Paise;
    /** A promotion's free shipping applies (lib/promotions/). */
    promotionWaivesShipping?: boolean;
  },
  rules?: DeliveryRules,
): Promise<DeliveryQuote> {
  rules ??= await loadRules();
  const destination = await findServiceablePincode(input.pincode, rules);
  if (!destination) throw badRequest(validationMessage("pincodeUnserviceable"));
  if (input.paymentMethod === "COD" && !destination.rate.codAvailable) {
    throw badRequest(validationMessage("codUnavailable"));
  }
  const { settings } = rules;
  const parcel = {
    zone: destination.zone,
    rate: destination.rate,
    billableGrams: billableWeight(input.weightGrams),
    orderValue: input.orderValue,
    promotionWaivesShipping: input.promotionWaivesShipping,
    rules: {
      codFee: toPaise(settings.codFee) + (input.codRiskFee ?? 0),
      freeShippingThreshold: toPaise(settings.freeShippingThreshold),
    },
  };
  const charge = shippingCharge({ ...parcel, paymentMethod: input.paymentMethod });
  return { ...charge, destination, choices: paymentChoices(parcel) };
}

/**
 * Courier rules, pure functions of their inputs: zones, billable weight and the shipping charge.
 * The figures themselves (rate card, COD fee, threshold, metro and special lists) are stored in
 * the database and passed in.
 */
import type { PaymentMethod } from "../generated/prisma/enums";
import type { Paise } from "../money";

export const ZONES = ["A", "B", "C", "D", "E"] as const;
export type Zone = (typeof ZONES)[number];

export interface Place {
  district: string;
  state: string;
}

export interface ZoneRules {
  metroDistricts: string[];
  specialStates: string[];
}

/** Where a serviceable pincode is, as the shopper reads it, and whether cash on delivery is offered there. */
export interface PincodePlace {
  city: string;
  state: string;
  codAvailable: boolean;
}

export interface Rate {
  firstHalfKg: Paise;
  eachFurtherHalfKg: Paise;
  codAvailable: boolean;
}

/** Every zone's rates and courier days, and the rules of the whole rate card. */
export interface ShippingTerms {
  /** Working days from the order to its dispatch. */
  dispatchDays: number;
  freeShippingThreshold: Paise;
  zones: { zone: Zone; rate: Rate; minDays: number; maxDays: number }[];
}

export interface ChargeRules {
  codFee: Paise;
  freeShippingThreshold: Paise;
}

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
const listed = (list: string[], value: string) => list.some((entry) => same(entry, value));

/**
 * A same district as the warehouse; B same state; E either end in a special zone; C a metro
 * destination; D the rest of India.
 */
export function deliveryZone(origin: Place, destination: Place, rules: ZoneRules): Zone {
  if (same(origin.district, destination.district) && same(origin.state, destination.state)) return "A";
  if (same(origin.state, destination.state)) return "B";
  if (listed(rules.specialStates, origin.state) || listed(rules.specialStates, destination.state)) return "E";
  if (listed(rules.metroDistricts, destination.district)) return "C";
  return "D";
}

/** Grams charged for: the actual weight, or the volumetric weight when it is higher. */
export function billableWeight(actualGrams: number, volumetricGrams = 0): number {
  return Math.max(actualGrams, volumetricGrams, 1);
}

/** Volumetric grams of a box of L×B×H centimetres: L×B×H / divisor kilograms. */
export function volumetricWeight(lengthCm: number, breadthCm: number, heightCm: number, divisor: number): number {
  return Math.ceil(((lengthCm * breadthCm * heightCm) / divisor) * 1000);
}

/** "25cm x 25cm x 5cm" or "30 x 20 x 4 cm" → [25, 25, 5]; anything else → null. */
export function parseDimensionsCm(text: string | null): [number, number, number] | null {
  const match =
    /^\s*(\d+(?:\.\d+)?)\s*(?:cm)?\s*[x×]\s*(\d+(?:\.\d+)?)\s*(?:cm)?\s*[x×]\s*(\d+(?:\.\d+)?)\s*cm\s*$/i.exec(
      text ?? "",
    );
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** Weight assumed for a product without one (SPEC §3). */
export const DEFAULT_WEIGHT_GRAMS = 500;

/**
 * The grams one unit is charged for: its weight (500 g when unknown), or its volumetric weight
 * when its dimensions are known and that is higher.
 */
export function unitShippingWeight(
  product: { weight: number | null; dimensions: string | null },
  divisor: number,
): number {
  const dimensions = parseDimensionsCm(product.dimensions);
  return billableWeight(
    product.weight ?? DEFAULT_WEIGHT_GRAMS,
    dimensions ? volumetricWeight(...dimensions, divisor) : 0,
  );
}

/** The billable weight of a parcel of these lines; a product no longer in `products` weighs the default. */
export function parcelWeight(
  lines: readonly { productId: string | null; quantity: number }[],
  products: ReadonlyMap<string, { weight: number | null; dimensions: string | null }>,
  divisor: number,
): number {
  return lines.reduce((sum, { productId, quantity }) => {
    const product = productId ? products.get(productId) : undefined;
    return sum + (product ? unitShippingWeight(product, divisor) : DEFAULT_WEIGHT_GRAMS) * quantity;
  }, 0);
}

export interface ShippingCharge {
  total: Paise;
  details: {
    zone: Zone;
    billableWeight: number;
    base: Paise;
    additional: Paise;
    codFee: Paise;
    freeShippingDiscount: Paise;
  };
}

/**
 * The charge for one parcel: the first 500 g, each further started 500 g, the COD fee, less
 * free shipping for orders paid online at or above the threshold (the COD fee is never waived).
 */
export function shippingCharge(input: {
  zone: Zone;
  rate: Rate;
  billableGrams: number;
  paymentMethod: PaymentMethod;
  orderValue?: Paise;
  rules: ChargeRules;
  /** A promotion's free shipping (lib/promotions/) applies to the order. */
  promotionWaivesShipping?: boolean;
}): ShippingCharge & { waivedByPromotion: Paise } {
  const { zone, rate, billableGrams, paymentMethod, orderValue, rules } = input;
  const halfKilos = Math.max(1, Math.ceil(billableGrams / 500));
  const base = rate.firstHalfKg;
  const additional = (halfKilos - 1) * rate.eachFurtherHalfKg;
  const codFee = paymentMethod === "COD" ? rules.codFee : 0;
  const overThreshold =
    paymentMethod !== "COD" && orderValue !== undefined && orderValue >= rules.freeShippingThreshold;
  const freeShippingDiscount = overThreshold || input.promotionWaivesShipping ? base + additional : 0;
  return {
    total: base + additional + codFee - freeShippingDiscount,
    /** The part of freeShippingDiscount a promotion waived (the store's threshold had not). */
    waivedByPromotion: overThreshold ? 0 : freeShippingDiscount,
    details: { zone, billableWeight: billableGrams, base, additional, codFee, freeShippingDiscount },
  };
}

/** Pincodes of the Army Postal Service (postal zone 9) are not delivered to by couriers. */
export const isArmyPostalPincode = (pincode: string) => pincode.startsWith("9");

/** "JODHPUR" → "Jodhpur", "ANDAMAN AND NICOBAR ISLANDS" → "Andaman and Nicobar Islands". */
export function displayName(name: string): string {
  return name
    .toLowerCase()
    .split(/(\s+|-)/)
    .map((word) => (["and", "of"].includes(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join("");
}

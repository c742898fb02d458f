/**
 * The offer's return policy and shipping details as Google's merchant listing structured data
 * documents them (MerchantReturnPolicy, OfferShippingDetails). Pure: the figures come from the
 * return policy's constant and the delivery rate card, so the listing says what checkout charges.
 */
import { shippingCharge, type ShippingTerms, type Zone } from "../delivery/rules";
import { toRupeeString, type Paise } from "../money";
import { RETURN_WINDOW_DAYS } from "../orders/returns/policy";

/** Where each courier zone delivers, from the warehouse (lib/delivery/rules.ts deliveryZone). */
const ZONE_NAMES: Record<Zone, string> = {
  A: "Within the warehouse's district",
  B: "Within the warehouse's state",
  C: "Metro cities",
  D: "Rest of India",
  E: "Special zone states",
};

/** Returns by courier within the window /terms promises (counted from delivery). */
export function returnPolicyJsonLd(): Record<string, unknown> {
  return {
    "@type": "MerchantReturnPolicy",
    applicableCountry: "IN",
    returnPolicyCountry: "IN",
    returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
    merchantReturnDays: RETURN_WINDOW_DAYS,
    returnMethod: "https://schema.org/ReturnByMail",
  };
}

const days = (minValue: number, maxValue: number) => ({
  "@type": "QuantitativeValue",
  minValue,
  maxValue,
  unitCode: "DAY",
});

/**
 * One shipping option per zone for one unit, paid online (free at or above the threshold, as
 * checkout charges it): handling is the dispatch time, transit the courier's days for the zone.
 */
export function shippingDetailsJsonLd(
  unit: { price: Paise; shippingGrams: number },
  terms: ShippingTerms,
): Record<string, unknown>[] {
  return terms.zones.map(({ zone, rate, minDays, maxDays }) => {
    const charge = shippingCharge({
      zone,
      rate,
      billableGrams: unit.shippingGrams,
      paymentMethod: "PHONEPE",
      orderValue: unit.price,
      rules: { codFee: 0, freeShippingThreshold: terms.freeShippingThreshold },
    });
    return {
      "@type": "OfferShippingDetails",
      name: ZONE_NAMES[zone],
      shippingRate: { "@type": "MonetaryAmount", value: toRupeeString(charge.total), currency: "INR" },
      shippingDestination: { "@type": "DefinedRegion", addressCountry: "IN" },
      deliveryTime: {
        "@type": "ShippingDeliveryTime",
        handlingTime: days(terms.dispatchDays, terms.dispatchDays),
        transitTime: days(minDays, maxDays),
      },
    };
  });
}

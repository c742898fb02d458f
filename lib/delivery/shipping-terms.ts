/**
 * The rate card as a product listing states it (Product structured data's shippingDetails): each
 * zone's prepaid rates and days, the dispatch days and the free-shipping threshold.
 */
import "server-only";
import { CACHE_TAGS, cachedRead } from "../cache/storefront-cache";
import { toPaise } from "../money";
import { loadRules } from "./delivery";
import type { ShippingTerms } from "./rules";

export async function shippingTerms(): Promise<ShippingTerms> {
  const { settings, rates } = await loadRules();
  return {
    dispatchDays: settings.dispatchDays,
    freeShippingThreshold: toPaise(settings.freeShippingThreshold),
    zones: [...rates.values()]
      .sort((a, b) => a.zone.localeCompare(b.zone))
      .map((rate) => ({
        zone: rate.zone,
        rate: {
          firstHalfKg: toPaise(rate.firstHalfKg),
          eachFurtherHalfKg: toPaise(rate.eachFurtherHalfKg),
          codAvailable: rate.codAvailable,
        },
        minDays: rate.minDays,
        maxDays: rate.maxDays,
      })),
  };
}

/**
 * Changed only by migrations and seeds, so its own tag (on every product page, which a catalogue
 * write must not all render again); its lifetime bounds how long a change takes to show.
 */
export const cachedShippingTerms = cachedRead("shipping-terms", CACHE_TAGS.shipping, shippingTerms);

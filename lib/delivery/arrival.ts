/**
 * The day a parcel sent now reaches a pincode, as the product page, the cart and checkout promise
 * it ("Arrives by Sat, 5 Dec"): the courier's own expected date when Shiprocket answers within a
 * second, plus the store's days to dispatch; otherwise the zone's days (./delivery.ts). A
 * courier's answer is kept for half an hour per pincode, and its silence for a minute, so a busy
 * page neither waits on nor floods it.
 */
import "server-only";
import { indianIsoDay } from "../dates";
import { log } from "../log";
import { courierProvider } from "../shipping/courier";

const COURIER_ANSWER_MS = 1_000;
const KEPT_MS = 30 * 60_000;
const SILENCE_KEPT_MS = 60_000;
/** Pincodes remembered at once: far more than a day's distinct checks, far less than the directory. */
const MAX_REMEMBERED = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A typical parcel, prepaid: the courier's dates do not depend on how it is paid. */
const TYPICAL_PARCEL = { weightGrams: 500, cod: false, declaredValue: 100_000 };

const remembered = new Map<string, { day: Date | null; until: number }>();

async function courierDate(pincode: string, now: Date): Promise<Date | null> {
  const provider = courierProvider();
  if (!provider) return null;
  const kept = remembered.get(pincode);
  if (kept && kept.until > now.getTime()) return kept.day;
  let day: Date | null = null;
  try {
    // The whole quote within the second, a token's renewal included: the shopper does not wait longer.
    const couriers = await Promise.race([
      provider.quote({ deliveryPincode: pincode, ...TYPICAL_PARCEL, timeoutMs: COURIER_ANSWER_MS }),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error("No courier answer within a second")), COURIER_ANSWER_MS).unref(),
      ),
    ]);
    const chosen = couriers.find((courier) => courier.recommended) ?? couriers[0];
    day = chosen?.expectedBy ?? null;
  } catch (error) {
    log.warn("courier_dates_unavailable", { pincode, error });
  }
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
  remembered.set(pincode, { day, until: now.getTime() + (day ? KEPT_MS : SILENCE_KEPT_MS) });
  return day;
}

export interface Arrival {
  /** India's calendar day, "2026-12-05". */
  by: string;
  source: "courier" | "zone";
}

/**
 * When a parcel to `pincode` arrives: `zoneDays` is the zone's longest estimate (dispatch
 * included), `dispatchDays` the store's own days before a courier has the parcel.
 */
export async function expectedArrival(
  pincode: string,
  { zoneDays, dispatchDays }: { zoneDays: number; dispatchDays: number },
  now = new Date(),
): Promise<Arrival> {
  const courier = await courierDate(pincode, now);
  if (courier) return { by: indianIsoDay(courier.getTime() + dispatchDays * DAY_MS), source: "courier" };
  return { by: indianIsoDay(now.getTime() + zoneDays * DAY_MS), source: "zone" };
}

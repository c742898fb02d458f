/**
 * The delivery estimate, one truth from quote to parcel: the zone's dispatch plus transit days
 * (delivery.ts works them out), quoted by checkout, kept as days in the order's delivery snapshot
 * at placement, and turned here into the promise the order pages, e-mails and invoice print.
 * Pure, for the browser too.
 */
import { formatIndianDate } from "../dates";

export interface DeliveryDays {
  min: number;
  max: number;
}

/** For a missing estimate: SPEC §7's "3-5 days", which ends on SPEC §9's order date + 5 days. */
export const FALLBACK_DELIVERY_DAYS: DeliveryDays = { min: 3, max: 5 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** "3-4", or "5" when both ends are the same: the days of an estimate, for a text in any language. */
export const dayRange = ({ min, max }: DeliveryDays) => (min === max ? `${max}` : `${min}-${max}`);

/** "3-4 days", or "5 days" when both ends are the same: the text checkout and the API show. */
export const deliveryDaysText = (days: DeliveryDays) => `${dayRange(days)} days`;

/**
 * The days back from deliveryDaysText's words ("3-4 days", "5 days"), as the estimate API answers
 * them, for screens that word them in their own language; null for anything else.
 */
export function parseDeliveryDays(text: string): DeliveryDays | null {
  const match = /^(\d+)(?:-(\d+))? days$/.exec(text.trim());
  if (!match) return null;
  const max = Number(match[2] ?? match[1]);
  return { min: Number(match[1]), max };
}

export interface PromisedDelivery {
  /** The estimate as checkout showed it, for example "3-4 days". */
  days: string;
  /** The same as numbers, for screens that word it in their own language. */
  range: DeliveryDays;
  /** The last day it covers: the order's date plus the upper bound. */
  by: Date;
}

/** What an order placed at `placedAt` with the quoted `days` promised. */
export function promisedDelivery(placedAt: Date | number, days: DeliveryDays): PromisedDelivery {
  return { days: deliveryDaysText(days), range: days, by: new Date(new Date(placedAt).getTime() + days.max * DAY_MS) };
}

/** "by 27 November 2026 (3-4 days)", as every screen and document words it. */
export const describePromisedDelivery = ({ days, by }: PromisedDelivery) => `by ${formatIndianDate(by)} (${days})`;

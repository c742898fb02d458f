/**
 * The delivery estimate, one truth from quote to parcel: the zone's dispatch plus transit days
 * (delivery.ts writes it), quoted by checkout, kept in the order's delivery snapshot at placement,
 * and read back here by the order pages, the e-mails and the invoice. Pure, for the browser too.
 */
import { formatIndianDate } from "../dates";

export interface DeliveryDays {
  min: number;
  max: number;
}

/** SPEC §9's estimate (order date + 5 days), for a stored estimate that cannot be read. */
export const FALLBACK_DELIVERY_DAYS: DeliveryDays = { min: 5, max: 5 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** "3-4 days", or "5 days" when both ends are the same: the text checkout shows and orders keep. */
export const deliveryDaysText = ({ min, max }: DeliveryDays) => (min === max ? `${max} days` : `${min}-${max} days`);

/** The days of a stored estimate ("3-4 days", "5 days"); null when it says something else. */
export function readDeliveryDays(text: string): DeliveryDays | null {
  const match = /^(\d{1,3})(?:\s*[-–]\s*(\d{1,3}))?\s+days?$/i.exec(text.trim());
  if (!match) return null;
  const min = Number(match[1]);
  const max = Number(match[2] ?? match[1]);
  return min <= max ? { min, max } : null;
}

export interface PromisedDelivery {
  /** The estimate as checkout showed it, for example "3-4 days". */
  days: string;
  /** The last day it covers: the order's date plus the upper bound. */
  by: Date;
}

/** What an order placed at `placedAt` with the stored `estimate` promised. */
export function promisedDelivery(placedAt: Date | number, estimate: string): PromisedDelivery {
  const days = readDeliveryDays(estimate) ?? FALLBACK_DELIVERY_DAYS;
  return { days: deliveryDaysText(days), by: new Date(new Date(placedAt).getTime() + days.max * DAY_MS) };
}

/** "by 27 November 2026 (3-4 days)", as every screen and document words it. */
export const describePromisedDelivery = ({ days, by }: PromisedDelivery) => `by ${formatIndianDate(by)} (${days})`;

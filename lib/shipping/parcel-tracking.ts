/**
 * A parcel as its customer follows it on the order's tracking page: the courier, the AWB, the
 * courier's expected date, each scan newest first, and a failed delivery waiting for an answer.
 */
import "server-only";
import { db } from "../db";
import { failedDeliveryOf, reattemptDays } from "./failed-deliveries";

/** Enough to read the parcel's way; a long trip's oldest scans are on the courier's own page. */
const SCANS_SHOWN = 30;

export interface ParcelTracking {
  courierName: string | null;
  awb: string | null;
  expectedBy: Date | null;
  scans: { at: Date; activity: string; location: string }[];
  /** The open failed delivery: the courier's reason, and the answer given (or the days one may ask for). */
  failedDelivery: {
    reason: string | null;
    answer: { action: "REATTEMPT" | "RETURN"; preferredDate: Date | null } | null;
    days: string[];
  } | null;
}

export async function parcelTrackingOf(orderId: string, now = new Date()): Promise<ParcelTracking | null> {
  const shipment = await db().shipment.findFirst({
    where: { orderId, direction: "FORWARD", state: { not: "CANCELLED" } },
    include: { scans: { orderBy: { at: "desc" }, take: SCANS_SHOWN } },
  });
  if (!shipment) return null;
  const failed = shipment.state === "UNDELIVERED" ? await failedDeliveryOf(orderId) : null;
  return {
    courierName: shipment.courierName,
    awb: shipment.awb,
    expectedBy: shipment.state === "DELIVERED" ? null : shipment.expectedBy,
    scans: shipment.scans.map(({ at, activity, location }) => ({ at, activity, location })),
    failedDelivery: failed && {
      reason: shipment.ndrReason,
      answer: failed.answer && { action: failed.answer.action, preferredDate: failed.answer.preferredDate },
      days: reattemptDays(now),
    },
  };
}

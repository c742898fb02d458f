/**
 * Reads the courier's tracking for the shipments that need it and applies it (./apply-tracking.ts):
 * those a webhook hinted at, and every moving shipment not read for two hours, so a webhook that
 * never came is caught. It also carries on bookings interrupted (a crash, an outage) for five
 * minutes, and books the reverse pickups of approved returns (./return-pickups.ts). One instance
 * at a time (lib/jobs/background-jobs.ts); an outage leaves each shipment due again a little
 * later, losing nothing.
 */
import "server-only";
import { db } from "../db";
import { log } from "../log";
import { applyTracking } from "./apply-tracking";
import { continueBooking } from "./booking";
import { collectApprovedReturns } from "./return-pickups";
import { isRetryableCourierError } from "./courier-error";
import { LIVE_STATES } from "./scan-states";
import { courierProvider } from "./courier";
import type { CourierProvider } from "./provider";

const MINUTE_MS = 60_000;
const RESYNC_AFTER_MS = 120 * MINUTE_MS;
/** After a failed reading or booking step, the wait before the next try. */
const RETRY_AFTER_MS = 10 * MINUTE_MS;
const INTERRUPTED_AFTER_MS = 5 * MINUTE_MS;
/** Shipments read per run: well under Shiprocket's rate limits, the rest wait for the next run. */
const BATCH = 50;

async function resumeInterruptedBookings(provider: CourierProvider, now: Date): Promise<number> {
  const interrupted = await db().shipment.findMany({
    where: {
      state: "BOOKING",
      direction: "FORWARD",
      updatedAt: { lt: new Date(now.getTime() - INTERRUPTED_AFTER_MS) },
      OR: [{ trackingDueAt: null }, { trackingDueAt: { lte: now } }],
    },
    select: { id: true },
    take: BATCH,
  });
  for (const { id } of interrupted) {
    await continueBooking(provider, id).catch(async (error: unknown) => {
      log.warn("booking_resume_failed", { shipmentId: id, error });
      await db().shipment.update({ where: { id }, data: { trackingDueAt: new Date(now.getTime() + RETRY_AFTER_MS) } });
    });
  }
  return interrupted.length;
}

/** Reads one shipment's tracking and applies it; a failed reading leaves it due again a little later. */
export async function trackShipment(shipment: { id: string; awb: string }, now = new Date()): Promise<boolean> {
  const provider = courierProvider();
  if (!provider) return false;
  try {
    await applyTracking(shipment.id, await provider.track(shipment.awb), now);
    return true;
  } catch (error) {
    log.warn("shipment_tracking_failed", { shipmentId: shipment.id, retryable: isRetryableCourierError(error), error });
    const retryAt = new Date(now.getTime() + RETRY_AFTER_MS);
    await db().shipment.update({ where: { id: shipment.id }, data: { trackingDueAt: retryAt } });
    return false;
  }
}

export async function trackDueShipments(now = new Date()) {
  const provider = courierProvider();
  if (!provider) return { tracked: 0, resumed: 0, returnsBooked: 0 };
  const due = await db().shipment.findMany({
    where: {
      awb: { not: null },
      state: { in: [...LIVE_STATES] },
      OR: [
        { trackingDueAt: { lte: now } },
        { trackingDueAt: null, trackedAt: null },
        { trackingDueAt: null, trackedAt: { lt: new Date(now.getTime() - RESYNC_AFTER_MS) } },
      ],
    },
    select: { id: true, awb: true },
    orderBy: { trackingDueAt: { sort: "asc", nulls: "last" } },
    take: BATCH,
  });
  let tracked = 0;
  for (const { id, awb } of due) if (await trackShipment({ id, awb: awb! }, now)) tracked += 1;
  const resumed = await resumeInterruptedBookings(provider, now);
  return { tracked, resumed, returnsBooked: await collectApprovedReturns(provider) };
}

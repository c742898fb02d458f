/**
 * Courier scans, played by the tester: each moves a shipment along Shiprocket's state machine
 * (note §14), appends the activity a courier would report and posts the tracking webhook. Scans
 * that could not follow the current state (delivered before pickup) are refused.
 */
import type { SimulatorContext } from "./context";
import { istDateTime } from "./dates";
import { ControlError } from "./http";
import type { Place, Scan, Shipment } from "./state";
import { statusOf, type ScanEvent, type Stage } from "./statuses";
import { webhookPayload } from "./tracking";

const DEFAULT_NDR_REASON = "Customer not available";

const BOOKED: readonly ScanEvent[] = ["out_for_pickup", "picked_up"];

/** Which scans may follow each stage; after a failed attempt the courier tries again, delivers or returns it. */
const NEXT: Partial<Record<Stage, readonly ScanEvent[]>> = {
  awb_assigned: BOOKED,
  pickup_scheduled: BOOKED,
  manifested: BOOKED,
  out_for_pickup: ["picked_up"],
  picked_up: ["in_transit", "reached_destination_hub", "lost"],
  in_transit: ["in_transit", "reached_destination_hub", "lost"],
  reached_destination_hub: ["out_for_delivery", "lost"],
  out_for_delivery: ["delivered", "undelivered", "lost"],
  undelivered: ["out_for_delivery", "delivered", "rto_initiated", "lost"],
  rto_initiated: ["rto_in_transit", "rto_delivered", "lost"],
  rto_in_transit: ["rto_in_transit", "rto_delivered", "lost"],
};

/** The courier's own status code and wording (Delhivery-like), and where the scan happens. */
const COURIER_SCANS: Record<ScanEvent, { status: string; activity: string; at: "origin" | "destination" }> = {
  out_for_pickup: { status: "X-ASP", activity: "Pickup scheduled - Out for pickup", at: "origin" },
  picked_up: { status: "X-PPOM", activity: "In Transit - Shipment picked up", at: "origin" },
  in_transit: { status: "X-ILL1F", activity: "In Transit - Bag Received at Facility", at: "origin" },
  reached_destination_hub: { status: "X-IBD3F", activity: "Reached at destination hub", at: "destination" },
  out_for_delivery: { status: "X-DDD3FD", activity: "Out for delivery", at: "destination" },
  delivered: { status: "EOD-38", activity: "Delivered to consignee", at: "destination" },
  undelivered: { status: "EOD-6", activity: "Undelivered", at: "destination" },
  rto_initiated: { status: "RT-101", activity: "RTO Initiated - Return accepted", at: "destination" },
  rto_in_transit: { status: "RT-IL1F", activity: "RTO - In Transit", at: "destination" },
  rto_delivered: { status: "RT-DL", activity: "RTO Delivered - Returned to shipper", at: "origin" },
  lost: { status: "LT-100", activity: "Shipment lost in transit", at: "destination" },
};

const hub = (place: Place) => `${place.city}_Hub (${place.state})`;

/** The scans that may come next (a return has no RTO). */
export const nextEvents = (shipment: Shipment): ScanEvent[] =>
  (NEXT[shipment.stage] ?? []).filter((event) => !(shipment.isReturn && event.startsWith("rto_")));

/** Why `event` cannot happen to this shipment now, if it cannot. */
function refusal(shipment: Shipment, event: ScanEvent): string | null {
  if (nextEvents(shipment).includes(event)) return null;
  const { shipmentStatus } = statusOf(shipment.stage, shipment.isReturn);
  return `Cannot scan ${event} on a shipment in ${shipmentStatus}.`;
}

/** Moves the shipment to `event`'s stage, records the scan and posts the webhook (its first attempt awaited). */
export async function applyScan(ctx: SimulatorContext, shipment: Shipment, event: ScanEvent, reason?: string) {
  const refused = refusal(shipment, event);
  if (refused) throw new ControlError(409, refused);
  const now = ctx.config.now();
  const courierScan = COURIER_SCANS[event];
  shipment.stage = event;
  const { shipmentStatusId, shipmentStatus } = statusOf(event, shipment.isReturn);
  const location = hub(courierScan.at === "origin" ? shipment.origin : shipment.destination);
  const date = istDateTime(now);
  const ndrReason = reason?.trim() || DEFAULT_NDR_REASON;
  const activity = event === "undelivered" ? `${courierScan.activity} - ${ndrReason}` : courierScan.activity;
  const scans: Scan[] = [
    {
      date,
      status: courierScan.status,
      activity,
      location,
      "sr-status": String(shipmentStatusId),
      "sr-status-label": shipmentStatus,
    },
  ];
  // Couriers also report scans Shiprocket maps to nothing: clients must not read a status from them.
  if (event === "in_transit") {
    scans.unshift({
      date,
      status: "X-ILL2F",
      activity: "Bag added to trip",
      location,
      "sr-status": "NA",
      "sr-status-label": "NA",
    });
  }
  shipment.scans.unshift(...scans);
  if (event === "picked_up") shipment.pickedUpAt = now;
  if (event === "delivered") shipment.deliveredAt = now;
  if (event === "undelivered") {
    shipment.ndrId ??= ctx.state.nextNdrId();
    shipment.ndrAttempts.push({ reason: ndrReason, attempt: shipment.ndrAttempts.length + 1, raisedAt: now });
  }
  await ctx.webhooks.send(webhookPayload(shipment, now));
  return shipment;
}

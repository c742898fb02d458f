/**
 * Tracking (note §9) and the webhook body (§10), built from the same shipment record: scans
 * newest first, both status tables, the channel order id where Shiprocket puts it.
 */
import { z } from "zod";
import type { ApiRequest, SimulatorContext } from "./context";
import { courierById } from "./couriers";
import { istDateTime, webhookTimestamp } from "./dates";
import type { ApiReply } from "./http";
import type { Shipment } from "./state";
import { statusOf } from "./statuses";
import { id, text, validate } from "./validation";

const NO_ACTIVITIES =
  "Aahh! There is no activities found in our DB. Please have some patience it will be updated soon.";
const MAX_AWBS = 50;

const dateOrNull = (at: Date | null) => (at ? istDateTime(at) : null);

/** The `tracking_data` object of every tracking answer. */
export function trackingData(shipment: Shipment) {
  if (!shipment.scans.length) return { track_status: 0, error: NO_ACTIVITIES };
  const { shipmentStatusId, shipmentStatus } = statusOf(shipment.stage, shipment.isReturn);
  const courier = courierById(shipment.courierId);
  return {
    track_status: 1,
    shipment_status: shipmentStatusId,
    shipment_track: [
      {
        id: shipment.shipmentId - 1_000_000,
        awb_code: shipment.awb,
        courier_company_id: shipment.courierId,
        shipment_id: shipment.shipmentId,
        order_id: shipment.orderId,
        pickup_date: dateOrNull(shipment.pickedUpAt),
        delivered_date: dateOrNull(shipment.deliveredAt),
        weight: shipment.weight.toFixed(2),
        packages: 1,
        current_status: shipmentStatus,
        delivered_to: shipment.destination.city,
        destination: shipment.destination.city,
        consignee_name: shipment.destination.name,
        origin: shipment.origin.city,
        courier_agent_details: null,
        courier_name: courier?.name ?? "",
        edd: dateOrNull(shipment.edd),
        pod: "Not Available",
        pod_status: "",
      },
    ],
    shipment_track_activities: shipment.scans,
    track_url: `https://shiprocket.co//tracking/${shipment.awb}`,
    etd: dateOrNull(shipment.edd),
    is_return: shipment.isReturn ? 1 : 0,
    qc_response: { qc_image: "", qc_failed_reason: "" },
  };
}

/** The tracking webhook's body (note §10). */
export function webhookPayload(shipment: Shipment, now: Date) {
  const codes = statusOf(shipment.stage, shipment.isReturn);
  return {
    awb: shipment.awb ?? "",
    courier_name: courierById(shipment.courierId)?.name ?? "",
    current_status: codes.orderStatus,
    current_status_id: codes.orderStatusId,
    shipment_status: codes.shipmentStatus,
    shipment_status_id: codes.shipmentStatusId,
    current_timestamp: webhookTimestamp(now),
    order_id: shipment.channelOrderId,
    sr_order_id: shipment.orderId,
    awb_assigned_date: dateOrNull(shipment.awbAssignedAt),
    pickup_scheduled_date: dateOrNull(shipment.pickupScheduledFor),
    etd: dateOrNull(shipment.edd),
    scans: shipment.scans,
    is_return: shipment.isReturn ? 1 : 0,
    channel_id: shipment.channelId,
    pod_status: "",
    pod: "Not Available",
    qc_image: "",
    qc_failure_reason: "",
  };
}

/** [unconf] An AWB or shipment Shiprocket does not know: the "no activities" answer, as for one not scanned yet. */
const tracked = (shipment: Shipment | undefined): ApiReply => ({
  status: 200,
  body: { tracking_data: shipment ? trackingData(shipment) : { track_status: 0, error: NO_ACTIVITIES } },
});

export const handleTrackAwb = (ctx: SimulatorContext, request: ApiRequest) =>
  tracked(ctx.state.byAwb(decodeURIComponent(request.params[0] ?? "")));

export const handleTrackShipment = (ctx: SimulatorContext, request: ApiRequest) =>
  tracked(ctx.state.byShipmentId(Number(request.params[0])));

/** Up to 50 AWBs, answered as an object keyed by AWB; input that is no list of AWBs gets `{}`. */
export function handleTrackAwbs(ctx: SimulatorContext, request: ApiRequest): ApiReply {
  const parsed = z.object({ awbs: z.array(z.string().min(1)).min(1) }).safeParse(request.body);
  if (!parsed.success) return { status: 200, body: {} };
  validate(z.object({ awbs: z.array(z.string()).max(MAX_AWBS) }), parsed.data);
  const answer: Record<string, unknown> = {};
  for (const awb of parsed.data.awbs) answer[awb] = tracked(ctx.state.byAwb(awb)).body;
  return { status: 200, body: answer };
}

/** By the channel's order id: a JSON array, one entry per shipment of that order. */
export function handleTrackOrder(ctx: SimulatorContext, request: ApiRequest): ApiReply {
  const query = validate(
    z.object({ order_id: text(50), channel_id: id().optional() }),
    Object.fromEntries(request.query),
  );
  const shipments = ctx.state.shipments.filter(
    (shipment) =>
      shipment.channelOrderId === query.order_id &&
      (query.channel_id === undefined || shipment.channelId === query.channel_id),
  );
  return { status: 200, body: shipments.map((shipment) => ({ tracking_data: trackingData(shipment) })) };
}

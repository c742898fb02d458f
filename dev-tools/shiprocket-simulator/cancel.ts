/**
 * Cancelling (note §12): whole orders by Shiprocket id (204, no body; an unknown id leaks PHP's
 * "Trying to get property of non-object" as a 500), or just the AWBs, which puts the order back to
 * NEW for another courier. Neither works once the courier is on its way to collect.
 */
import { z } from "zod";
import type { ApiRequest, SimulatorContext } from "./context";
import { ApiError, type ApiReply } from "./http";
import type { Shipment } from "./state";
import { BEFORE_PICKUP, statusOf } from "./statuses";
import { id, validate } from "./validation";

const MAX_AWBS = 2_000;

const cancelOrdersSchema = z.object({ ids: z.array(id()).min(1) });
const cancelAwbsSchema = z.object({ awbs: z.array(z.string().min(1)).min(1).max(MAX_AWBS) });

/** [unconf] The refusal's wording once a shipment is out for pickup or further. */
function refuseAfterPickup(shipment: Shipment) {
  if (BEFORE_PICKUP.includes(shipment.stage)) return;
  const { shipmentStatus } = statusOf(shipment.stage, shipment.isReturn);
  throw new ApiError(400, `Cannot cancel order ${shipment.channelOrderId}: the shipment is already ${shipmentStatus}.`);
}

/** The wallet gets the freight back once the AWB is gone. */
function release(ctx: SimulatorContext, shipment: Shipment) {
  ctx.state.wallet = Math.round((ctx.state.wallet + shipment.charged) * 100) / 100;
  shipment.charged = 0;
  shipment.pickupScheduledFor = null;
  shipment.manifested = false;
}

export function handleCancelOrders(ctx: SimulatorContext, request: ApiRequest): ApiReply {
  const { ids } = validate(cancelOrdersSchema, request.body);
  const shipments = ids.map((orderId) => ctx.state.byOrderId(orderId));
  if (!shipments.every(Boolean)) throw new ApiError(500, "Trying to get property of non-object");
  // Cancelling a cancelled order again succeeds quietly: clients treat it as done (note §12).
  const live = (shipments as Shipment[]).filter((shipment) => shipment.stage !== "cancelled");
  live.forEach(refuseAfterPickup);
  for (const shipment of live) {
    release(ctx, shipment);
    shipment.stage = "cancelled";
  }
  return { status: 204 };
}

export function handleCancelAwbs(ctx: SimulatorContext, request: ApiRequest): ApiReply {
  const { awbs } = validate(cancelAwbsSchema, request.body);
  const shipments = awbs.map((awb) => {
    const shipment = ctx.state.byAwb(awb);
    if (!shipment) throw new ApiError(400, `Invalid AWB: ${awb}`);
    refuseAfterPickup(shipment);
    return shipment;
  });
  for (const shipment of shipments) {
    release(ctx, shipment);
    Object.assign(shipment, { awb: null, courierId: null, edd: null, stage: "new" } satisfies Partial<Shipment>);
  }
  // [unconf] Documented as 204 yet shown with this message; a 204 cannot carry it, so 200.
  return { status: 200, body: { message: "Bulk Shipment cancellation is in progress. Please wait for some time." } };
}

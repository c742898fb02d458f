/**
 * POST /courier/assign/awb (note §6): picks the courier (the one asked for, else the recommended
 * one), issues its AWB and debits the freight from the wallet. Failures come back as HTTP 200 with
 * `awb_assign_status: 0`; an unknown shipment or a refused reassignment is a 400. The low-wallet
 * and already-assigned wordings are [unconf].
 */
import { z } from "zod";
import type { ApiRequest, SimulatorContext } from "./context";
import { courierById } from "./couriers";
import { istDayAt, phpDateTime } from "./dates";
import { ApiError, type ApiReply } from "./http";
import { quotesForShipment } from "./serviceability";
import type { Shipment } from "./state";
import { BEFORE_PICKUP } from "./statuses";
import { flag, id, validate } from "./validation";

const DAY_MS = 24 * 60 * 60_000;
/** Deliveries are promised for the evening of the ETD day. */
const EDD_HOUR = 18;

const assignSchema = z.object({
  shipment_id: id(),
  courier_id: id().optional(),
  status: z.literal("reassign").optional(),
  is_return: flag().optional(),
});

const failed = (error: string): ApiReply => ({
  status: 200,
  body: { awb_assign_status: 0, response: { data: { awb_assign_error: error } } },
});

/** Shiprocket's shipment lookup failure, shared by the calls that take a `shipment_id`. */
export function findShipment(ctx: SimulatorContext, shipmentId: number): Shipment {
  const shipment = ctx.state.byShipmentId(shipmentId);
  if (!shipment) throw new ApiError(400, "Invalid shipment id");
  return shipment;
}

/** Why this shipment cannot take an AWB now, if it cannot. */
function refusal(ctx: SimulatorContext, shipment: Shipment, reassign: boolean, isReturn: boolean) {
  if (shipment.stage === "cancelled") return "Cannot assign AWB to a cancelled shipment.";
  if (isReturn !== shipment.isReturn) {
    return shipment.isReturn ? "Pass is_return: 1 to assign an AWB to a return shipment." : "Not a return shipment.";
  }
  if (!reassign && shipment.awb) return `AWB is already assigned to this shipment: ${shipment.awb}`;
  if (!reassign) return null;
  // Reassignment: only before pickup, and only once in 24 hours (note §13.8).
  const recently = shipment.reassignedAt && ctx.config.now().getTime() - shipment.reassignedAt.getTime() < DAY_MS;
  if (!shipment.awb || !BEFORE_PICKUP.includes(shipment.stage) || recently) {
    throw new ApiError(400, "Oops! Cannot reassign courier for this shipment.");
  }
  return null;
}

export function handleAssignAwb(ctx: SimulatorContext, request: ApiRequest): ApiReply {
  const body = validate(assignSchema, request.body);
  const shipment = findShipment(ctx, body.shipment_id);
  const reassign = body.status === "reassign";
  const refused = refusal(ctx, shipment, reassign, Boolean(body.is_return));
  if (refused) return failed(refused);
  const options = quotesForShipment(ctx.config.rules, shipment);
  const chosen = body.courier_id === undefined ? options[0] : options.find((o) => o.courier.id === body.courier_id);
  if (!chosen) {
    const courier = body.courier_id === undefined ? undefined : courierById(body.courier_id);
    if (body.courier_id !== undefined && !courier) return failed("Awb Assignment Failed");
    return failed(`${courier?.name ?? "No courier"} is not serviceable for this shipment.`);
  }
  const { state } = ctx;
  const refund = reassign ? shipment.charged : 0;
  if (chosen.rate > state.wallet + refund) {
    return failed("Insufficient balance in your wallet. Please recharge to assign AWB.");
  }
  const now = ctx.config.now();
  state.wallet = Math.round((state.wallet + refund - chosen.rate) * 100) / 100;
  Object.assign(shipment, {
    awb: state.nextAwb(chosen.courier.awbPrefix),
    courierId: chosen.courier.id,
    awbAssignedAt: now,
    reassignedAt: reassign ? now : shipment.reassignedAt,
    charged: chosen.rate,
    stage: "awb_assigned",
    pickupScheduledFor: null,
    manifested: false,
    edd: istDayAt(now, chosen.days, EDD_HOUR),
  } satisfies Partial<Shipment>);
  const data = {
    courier_company_id: chosen.courier.id,
    awb_code: shipment.awb,
    cod: shipment.paymentMethod === "COD" && !shipment.isReturn ? 1 : 0,
    order_id: shipment.orderId,
    shipment_id: shipment.shipmentId,
    awb_code_status: 1,
    assigned_date_time: phpDateTime(now),
    applied_weight: shipment.weight,
    courier_name: chosen.courier.name,
    pickup_scheduled_date: null,
    routing_code: "",
    rto_routing_code: "",
    invoice_no: `Retail${String(shipment.orderId).slice(-5)}`,
    shipped_by: {
      shipper_city: shipment.origin.city,
      shipper_state: shipment.origin.state,
      shipper_postcode: shipment.origin.pincode,
      rto_city: shipment.origin.city,
      rto_state: shipment.origin.state,
      rto_postcode: shipment.origin.pincode,
    },
  };
  return { status: 200, body: { awb_assign_status: 1, response: { data } } };
}

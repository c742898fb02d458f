/**
 * POST /courier/generate/pickup (note §7): one shipment per call, after its AWB. The pickup is on
 * the date asked for or the next working day, at 10:00 IST; a Sunday rolls to the Monday.
 */
import { z } from "zod";
import { findShipment } from "./awb";
import type { ApiRequest, SimulatorContext } from "./context";
import { courierById } from "./couriers";
import { istDate, istDateTime, istDayAt, parseIstDay, phpDateTime, rollPastSunday } from "./dates";
import { ApiError, type ApiReply } from "./http";
import { id, INVALID_DATA, validate } from "./validation";

const PICKUP_HOUR = 10;

const pickupSchema = z.object({
  shipment_id: z
    .array(id())
    .min(1)
    .refine((ids) => ids.length === 1, "Only one shipment id can be passed at a time."),
  pickup_date: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).optional(),
  status: z.literal("retry").optional(),
});

function pickupTime(ctx: SimulatorContext, asked: string | undefined) {
  const now = ctx.config.now();
  if (asked === undefined) return rollPastSunday(istDayAt(now, 1, PICKUP_HOUR));
  const day = parseIstDay(asked, PICKUP_HOUR);
  if (!day || asked < istDate(now)) {
    const errors = { pickup_date: ["The pickup date must be a date after or equal to today."] };
    throw new ApiError(422, INVALID_DATA, { message: INVALID_DATA, errors, status_code: 422 });
  }
  return rollPastSunday(day);
}

export function handleGeneratePickup(ctx: SimulatorContext, request: ApiRequest): ApiReply {
  const body = validate(pickupSchema, request.body);
  const shipment = findShipment(ctx, body.shipment_id[0] ?? 0);
  const courier = courierById(shipment.courierId);
  if (!shipment.awb || !courier || shipment.stage === "cancelled") {
    throw new ApiError(400, "Please assign AWB before generating pickup.");
  }
  if (!["awb_assigned", "pickup_scheduled", "manifested"].includes(shipment.stage)) {
    throw new ApiError(400, "Shipment has already been picked up.");
  }
  if (shipment.pickupScheduledFor && body.status !== "retry") throw new ApiError(400, "Already in Pickup Queue.");
  // A pickup location's phone must be OTP-verified before couriers are sent to it (note §7).
  const location = ctx.config.pickupLocations.find((known) => known.nickname === shipment.pickupLocation);
  if (location?.phoneVerified === false) {
    throw new ApiError(
      400,
      `Please verify the phone number of pickup location ${location.nickname} to schedule pickups.`,
    );
  }
  const scheduled = pickupTime(ctx, body.pickup_date?.[0]);
  shipment.pickupScheduledFor = scheduled;
  if (shipment.stage === "awb_assigned") shipment.stage = "pickup_scheduled";
  const day = istDate(scheduled).split("-").reverse().join("");
  const reference = `${courier.id}_${courier.name.split(" ")[0]?.toUpperCase()} ${String(shipment.shipmentId).slice(-7)}_${day}`;
  return {
    status: 200,
    body: {
      pickup_status: 1,
      response: {
        pickup_scheduled_date: istDateTime(scheduled),
        pickup_token_number: `Reference No: ${reference}`,
        status: 3,
        others: JSON.stringify({ awb: shipment.awb, courier: courier.name, reference }),
        pickup_generated_date: phpDateTime(ctx.config.now()),
        data: `Pickup is confirmed by ${courier.name} For AWB :- ${shipment.awb}`,
      },
    },
  };
}

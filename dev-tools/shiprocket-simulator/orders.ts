/**
 * POST /orders/create/adhoc (note §5): a custom order with its one shipment. Required fields and
 * sizes as documented; the pickup location must be an existing nickname exactly; a repeated
 * channel `order_id` gives back the existing order with 200, even a cancelled one (observed), or
 * 422 when the simulator is set so.
 */
import { z } from "zod";
import type { ApiRequest, SimulatorContext } from "./context";
import { courierById } from "./couriers";
import { ApiError, type ApiReply } from "./http";
import { addressFields, newShipment, orderCore, placeFrom } from "./order-fields";
import type { Shipment } from "./state";
import { statusOf } from "./statuses";
import { flag, INVALID_DATA, text, validate } from "./validation";

const SHIPPING_REQUIRED = ["customer_name", "address", "city", "pincode", "state", "country", "phone"];

const adhocSchema = z
  .object({
    ...orderCore,
    pickup_location: text(),
    ...addressFields("billing", true),
    billing_email: text().pipe(z.email()),
    shipping_is_billing: flag(),
    ...addressFields("shipping", false),
    payment_method: z.enum(["COD", "Prepaid"]),
  })
  .superRefine((order, context) => {
    if (order.shipping_is_billing) return;
    for (const field of SHIPPING_REQUIRED.map((name) => `shipping_${name}`)) {
      if ((order as Record<string, unknown>)[field]) continue;
      const message = `The ${field.replaceAll("_", " ")} field is required when shipping is billing is false.`;
      context.addIssue({ code: "custom", path: [field], message });
    }
  });

/** The create answer, for a new order or the one already under this channel order id. */
function created(shipment: Shipment, existing: boolean) {
  const { orderStatus, orderStatusId } = statusOf(shipment.stage, shipment.isReturn);
  const courier = courierById(shipment.courierId);
  return {
    order_id: shipment.orderId,
    shipment_id: shipment.shipmentId,
    status: orderStatus,
    status_code: orderStatusId,
    onboarding_completed_now: 0,
    awb_code: existing ? (shipment.awb ?? "") : null,
    courier_company_id: existing ? (courier?.id ?? "") : null,
    courier_name: existing ? (courier?.name ?? "") : null,
  };
}

export function handleCreateOrder(ctx: SimulatorContext, request: ApiRequest): ApiReply {
  const order = validate(adhocSchema, request.body);
  const location = ctx.config.pickupLocations.find((known) => known.nickname === order.pickup_location);
  if (!location) {
    const message = "Wrong Pickup location entered. Please choose one location from data given";
    const data = ctx.config.pickupLocations.map((known) => ({
      pickup_location: known.nickname,
      city: known.city,
      state: known.state,
      pin_code: known.pincode,
    }));
    throw new ApiError(422, message, { message, data: { data }, status_code: 422 });
  }
  const existing = ctx.state.byChannelOrderId(order.order_id);
  if (existing && ctx.config.duplicateCreate === "422") {
    const errors = { order_id: ["The order id has already been taken."] };
    throw new ApiError(422, INVALID_DATA, { message: INVALID_DATA, errors, status_code: 422 });
  }
  if (existing) return { status: 200, body: created(existing, true) };
  const { nickname, city, state, pincode } = location;
  const origin = { name: nickname, address: nickname, city, state, country: "India", pincode, phone: "" };
  const shipment: Shipment = {
    ...newShipment(ctx, order),
    isReturn: false,
    pickupLocation: location.nickname,
    origin,
    destination: placeFrom(order, order.shipping_is_billing ? "billing" : "shipping"),
    paymentMethod: order.payment_method,
  };
  ctx.state.shipments.push(shipment);
  return { status: 200, body: created(shipment, false) };
}

/**
 * POST /orders/create/return (note §12): a reverse pickup. The customer is `pickup_*` (where the
 * courier collects), the seller's warehouse `shipping_*`. A taken `order_id` is a 422 here,
 * unlike forward orders. The AWB then comes from /courier/assign/awb with `is_return: 1`.
 */
import { z } from "zod";
import type { ApiRequest, SimulatorContext } from "./context";
import { ApiError, type ApiReply } from "./http";
import { addressFields, newShipment, orderCore, placeFrom } from "./order-fields";
import type { Shipment } from "./state";
import { id, INVALID_DATA, validate } from "./validation";

const returnSchema = z.object({
  ...orderCore,
  ...addressFields("pickup", true),
  ...addressFields("shipping", true),
  // "should always be prepaid": the customer pays nothing for a return.
  payment_method: z.enum(["Prepaid"]),
  return_reason: id().pipe(z.number().max(44)).optional(),
});

export function handleCreateReturn(ctx: SimulatorContext, request: ApiRequest): ApiReply {
  const order = validate(returnSchema, request.body);
  if (ctx.state.byChannelOrderId(order.order_id)) {
    const errors = { order_id: ["The order id has already been taken."] };
    throw new ApiError(422, INVALID_DATA, { message: INVALID_DATA, errors, status_code: 422 });
  }
  const shipment: Shipment = {
    ...newShipment(ctx, order),
    isReturn: true,
    pickupLocation: null,
    origin: placeFrom(order, "pickup"),
    destination: placeFrom(order, "shipping"),
    paymentMethod: "Prepaid",
  };
  ctx.state.shipments.push(shipment);
  return {
    status: 200,
    body: { order_id: shipment.orderId, shipment_id: shipment.shipmentId, status: "RETURN PENDING", status_code: 21 },
  };
}

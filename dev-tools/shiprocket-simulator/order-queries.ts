/**
 * GET /orders (search by channel order id or AWB, newest first, paginated) and
 * GET /orders/show/{id} (note §2, row 26): how a store finds an order again after a lost answer.
 */
import { z } from "zod";
import type { ApiRequest, SimulatorContext } from "./context";
import { courierById } from "./couriers";
import { istDateTime, listDate } from "./dates";
import { ApiError, paginated, type ApiReply } from "./http";
import type { Shipment } from "./state";
import { statusOf } from "./statuses";
import { id, validate } from "./validation";

const listSchema = z.object({
  search: z.string().optional(),
  page: id().optional(),
  per_page: id().pipe(z.number().max(100)).optional(),
});

const dateOrEmpty = (at: Date | null) => (at ? istDateTime(at) : "");

function shipmentSummary(shipment: Shipment) {
  const { length, breadth, height } = shipment.dimensions;
  return {
    id: shipment.shipmentId,
    isd_code: "+91",
    courier: courierById(shipment.courierId)?.name ?? "",
    weight: shipment.weight,
    dimensions: `${length}x${breadth}x${height}`,
    pickup_scheduled_date: dateOrEmpty(shipment.pickupScheduledFor),
    awb: shipment.awb ?? "",
    awb_assign_date: dateOrEmpty(shipment.awbAssignedAt),
    etd: dateOrEmpty(shipment.edd),
    delivered_date: dateOrEmpty(shipment.deliveredAt),
    status: statusOf(shipment.stage, shipment.isReturn).shipmentStatus,
  };
}

function orderRow(shipment: Shipment) {
  const { destination: customer } = shipment;
  const { orderStatus, orderStatusId } = statusOf(shipment.stage, shipment.isReturn);
  return {
    id: shipment.orderId,
    channel_id: shipment.channelId,
    channel_name: "CUSTOM",
    base_channel_code: "CS",
    channel_order_id: shipment.channelOrderId,
    customer_name: customer.name,
    customer_email: customer.email ?? "",
    customer_phone: customer.phone,
    customer_address: customer.address,
    customer_address_2: customer.address2 ?? "",
    customer_city: customer.city,
    customer_state: customer.state,
    customer_pincode: customer.pincode,
    customer_country: customer.country,
    pickup_location: shipment.pickupLocation ?? "",
    payment_method: shipment.paymentMethod === "COD" ? "cod" : "prepaid",
    total: shipment.subTotal.toFixed(2),
    status: orderStatus,
    status_code: orderStatusId,
    is_return: shipment.isReturn ? 1 : 0,
    created_at: listDate(shipment.createdAt),
    products: shipment.items.map((item) => ({
      name: item.name,
      channel_sku: item.sku,
      quantity: item.units,
      price: item.sellingPrice,
      hsn: item.hsn ?? "",
    })),
  };
}

export function handleListOrders(ctx: SimulatorContext, request: ApiRequest): ApiReply {
  const query = validate(listSchema, Object.fromEntries(request.query));
  const search = query.search?.trim();
  const matching = ctx.state.shipments
    .filter((shipment) => !search || shipment.channelOrderId === search || shipment.awb === search)
    .toReversed();
  const perPage = query.per_page ?? 15;
  const current = query.page ?? 1;
  const rows = matching.map((shipment) => ({ ...orderRow(shipment), shipments: [shipmentSummary(shipment)] }));
  return paginated(rows, current, perPage);
}

export function handleShowOrder(ctx: SimulatorContext, request: ApiRequest): ApiReply {
  const shipment = ctx.state.byOrderId(Number(request.params[0]));
  if (!shipment) throw new ApiError(404, "Order not found.");
  const awbData = {
    awb: shipment.awb ?? "",
    applied_weight: shipment.weight,
    routing_code: "",
    rto_routing_code: "",
    charges: { freight_charges: shipment.charged.toFixed(2) },
  };
  return {
    status: 200,
    body: { data: { ...orderRow(shipment), shipments: shipmentSummary(shipment), awb_data: awbData } },
  };
}

/**
 * The Shiprocket calls the store makes (../shared/notes/shiprocket.md), typed in the store's own
 * terms: paise, dates, ids as strings. Each reads the errors Shiprocket answers with HTTP 200.
 */
import "server-only";
import { rupeesToPaise, toRupeeString } from "../../money";
import type { ShiprocketConfig } from "../config";
import { CourierError } from "../courier-error";
import type {
  AwbAssignment,
  CourierQuote,
  ParcelOrder,
  ProviderOrder,
  QuoteRequest,
  TrackingReport,
} from "../provider";
import { callShiprocket, readAnswer } from "./request";
import {
  awbAssignment,
  createdOrder,
  labelAnswer,
  manifestAnswer,
  orderList,
  pickupAnswer,
  serviceabilityAnswer,
  trackingAnswer,
} from "./schemas";
import { parseShiprocketTime, shiprocketDateTime } from "./times";
import { trackingReport } from "./tracking-report";

/** Shiprocket's order status code of a cancelled order: a create answered with it booked nothing. */
const ORDER_CANCELED = 5;

/** Shiprocket takes rupees as numbers. */
export const rupees = (paise: number) => Number(toRupeeString(paise));

export async function quoteCouriers(config: ShiprocketConfig, request: QuoteRequest): Promise<CourierQuote[]> {
  const { body } = await callShiprocket(config, "GET", "/courier/serviceability/", {
    query: {
      pickup_postcode: config.pickupPincode,
      delivery_postcode: request.deliveryPincode,
      cod: request.cod ? 1 : 0,
      // The box the order is created with.
      ...parcelMeasures(config, request.weightGrams),
      declared_value: rupees(request.declaredValue),
    },
    timeoutMs: request.timeoutMs,
  });
  const answer = readAnswer(serviceabilityAnswer, body, "serviceability");
  // No courier serves the pair: answered with HTTP 200 and an error status in the body.
  if (!answer.data) return [];
  const recommended = answer.data.recommended_courier_company_id;
  return answer.data.available_courier_companies
    .filter((courier) => courier.blocked === 0 && (!request.cod || courier.cod === 1))
    .map((courier) => ({
      courierId: courier.courier_company_id,
      name: courier.courier_name,
      charge: rupeesToPaise(courier.rate),
      codCharge: rupeesToPaise(courier.cod_charges),
      days: courier.estimated_delivery_days ?? null,
      expectedBy: parseShiprocketTime(courier.etd),
      cod: courier.cod === 1,
      rating: courier.rating ?? null,
      recommended: courier.courier_company_id === recommended,
    }));
}

export const providerOrder = (order: { id: number; shipmentId: number; awb?: string | null; statusCode: number }) => ({
  providerOrderId: String(order.id),
  providerShipmentId: String(order.shipmentId),
  awb: order.awb || null,
  cancelled: order.statusCode === ORDER_CANCELED,
});

/** Looks the order up by the store's reference: how a booking interrupted after the create finds it. */
export async function findOrder(config: ShiprocketConfig, reference: string): Promise<ProviderOrder | null> {
  const { body } = await callShiprocket(config, "GET", "/orders", { query: { search: reference } });
  const found = readAnswer(orderList, body, "order list").data.find((row) => row.channel_order_id === reference);
  const shipment = found?.shipments[0];
  if (!found || !shipment) return null;
  return providerOrder({ id: found.id, shipmentId: shipment.id, awb: shipment.awb, statusCode: found.status_code });
}

/** The parcel's box (cm) and weight (kg), as an order or a quote states it: the courier bills the larger of volume and weight. */
export const parcelMeasures = (config: ShiprocketConfig, weightGrams: number) => ({
  length: config.parcel.length,
  breadth: config.parcel.breadth,
  height: config.parcel.height,
  weight: Number((weightGrams / 1000).toFixed(2)),
});

/**
 * Creates an order there (`path`: a forward or a return order). A repeated reference is answered
 * with the order Shiprocket has (HTTP 200), or with a 422 on some accounts and for returns: then
 * it is looked up, so either way the store ends with the one order.
 */
export async function createOrFind(
  config: ShiprocketConfig,
  path: "/orders/create/adhoc" | "/orders/create/return",
  payload: { order_id: string } & Record<string, unknown>,
): Promise<ProviderOrder> {
  try {
    const { body } = await callShiprocket(config, "POST", path, { body: payload });
    const created = readAnswer(createdOrder, body, "order");
    return providerOrder({
      id: created.order_id,
      shipmentId: created.shipment_id,
      awb: created.awb_code,
      statusCode: created.status_code,
    });
  } catch (error) {
    if (!(error instanceof CourierError) || error.httpStatus !== 422) throw error;
    const existing = await findOrder(config, payload.order_id);
    if (existing) return existing;
    throw error;
  }
}

/** Creates the order there, once (createOrFind). */
export async function createOrder(config: ShiprocketConfig, order: ParcelOrder): Promise<ProviderOrder> {
  const payload = {
    order_id: order.reference,
    order_date: shiprocketDateTime(order.placedAt),
    pickup_location: config.pickupLocation,
    billing_customer_name: order.customer.firstName,
    billing_last_name: order.customer.lastName,
    billing_address: order.customer.street,
    billing_city: order.customer.city.slice(0, 30),
    billing_pincode: order.customer.pincode,
    billing_state: order.customer.state,
    billing_country: "India",
    billing_email: order.customer.email,
    billing_phone: order.customer.phone,
    shipping_is_billing: true,
    order_items: order.items.map((item) => ({
      name: item.name,
      sku: item.sku,
      units: item.units,
      selling_price: rupees(item.unitPrice),
      tax: item.gstRate,
      hsn: item.hsnCode,
    })),
    payment_method: order.cashOnDelivery ? "COD" : "Prepaid",
    shipping_charges: rupees(order.shipping),
    // What the courier collects for cash on delivery (../shared/notes/shiprocket.md §13.5).
    sub_total: rupees(order.total),
    ...parcelMeasures(config, order.weightGrams),
  };
  return createOrFind(config, "/orders/create/adhoc", payload);
}

export async function assignAwb(
  config: ShiprocketConfig,
  providerShipmentId: string,
  courierId: number | null,
  isReturn = false,
): Promise<AwbAssignment> {
  const { body } = await callShiprocket(config, "POST", "/courier/assign/awb", {
    body: {
      shipment_id: Number(providerShipmentId),
      ...(courierId ? { courier_id: courierId } : {}),
      ...(isReturn ? { is_return: 1 } : {}),
    },
  });
  const answer = readAnswer(awbAssignment, body, "AWB");
  const data = answer.response?.data;
  if (answer.awb_assign_status !== 1 || !data?.awb_code) {
    throw new CourierError(data?.awb_assign_error ?? answer.message ?? "Shiprocket could not assign an AWB", false);
  }
  return {
    awb: data.awb_code,
    courierId: data.courier_company_id ?? courierId,
    courierName: data.courier_name ?? null,
  };
}

/** Asks for the pickup; answers the date Shiprocket scheduled it for. */
export async function schedulePickup(config: ShiprocketConfig, providerShipmentId: string): Promise<Date | null> {
  const { body } = await callShiprocket(config, "POST", "/courier/generate/pickup", {
    body: { shipment_id: [Number(providerShipmentId)] },
  });
  const answer = readAnswer(pickupAnswer, body, "pickup");
  if (answer.pickup_status !== 1)
    throw new CourierError(answer.response?.data ?? "Shiprocket refused the pickup", false);
  return parseShiprocketTime(answer.response?.pickup_scheduled_date);
}

export async function generateLabel(config: ShiprocketConfig, providerShipmentIds: string[]): Promise<string> {
  const { body } = await callShiprocket(config, "POST", "/courier/generate/label", {
    body: { shipment_id: providerShipmentIds.map(Number) },
  });
  const answer = readAnswer(labelAnswer, body, "label");
  if (answer.label_created !== 1 || !answer.label_url) {
    throw new CourierError(answer.response ?? "Shiprocket could not create the label", false);
  }
  return answer.label_url;
}

export async function trackAwb(config: ShiprocketConfig, awb: string): Promise<TrackingReport> {
  const { body } = await callShiprocket(config, "GET", `/courier/track/awb/${encodeURIComponent(awb)}`);
  return trackingReport(readAnswer(trackingAnswer, body, "tracking"));
}

/** Cancels the orders there (before pickup); Shiprocket answers 204. */
export async function cancelOrders(config: ShiprocketConfig, providerOrderIds: string[]): Promise<void> {
  await callShiprocket(config, "POST", "/orders/cancel", { body: { ids: providerOrderIds.map(Number) } });
}

/**
 * The pickup's manifest (the courier's handover list) of these shipments. Shiprocket makes one
 * manifest per shipment, once; asked again, it prints the one it made.
 */
export async function manifestUrl(
  config: ShiprocketConfig,
  shipments: { providerOrderId: string; providerShipmentId: string }[],
): Promise<string> {
  try {
    const { body } = await callShiprocket(config, "POST", "/manifests/generate", {
      body: { shipment_id: shipments.map((shipment) => Number(shipment.providerShipmentId)) },
    });
    const url = readAnswer(manifestAnswer, body, "manifest").manifest_url;
    if (url) return url;
  } catch (error) {
    if (!(error instanceof CourierError) || error.httpStatus !== 400) throw error;
  }
  const { body } = await callShiprocket(config, "POST", "/manifests/print", {
    body: { order_ids: shipments.map((shipment) => Number(shipment.providerOrderId)) },
  });
  const url = readAnswer(manifestAnswer, body, "manifest").manifest_url;
  if (!url) throw new CourierError("Shiprocket could not make the manifest", false);
  return url;
}

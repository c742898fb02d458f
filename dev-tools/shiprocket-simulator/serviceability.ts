/**
 * GET /courier/serviceability/ (note §4): the couriers serving a pincode pair with their rates
 * and ETDs, from the pincodes and weight given or from an existing order. Errors come as
 * Shiprocket sends them: 422 for missing inputs, HTTP 200 with `status: 404` in the body otherwise.
 */
import { z } from "zod";
import type { ApiRequest, SimulatorContext } from "./context";
import { quote, type CourierRules, type Quote } from "./couriers";
import { etdDate } from "./dates";
import type { ApiReply } from "./http";
import type { Shipment } from "./state";
import { flag, id, numeric, pincode, validate } from "./validation";

const positive = () => numeric().pipe(z.number().positive());

const querySchema = z
  .object({
    pickup_postcode: pincode(),
    delivery_postcode: pincode(),
    order_id: id().optional(),
    cod: flag().optional(),
    weight: positive().optional(),
    declared_value: numeric().pipe(z.number().min(0)).optional(),
    is_return: flag().optional(),
    length: positive().optional(),
    breadth: positive().optional(),
    height: positive().optional(),
    mode: z.enum(["Surface", "Air"]).optional(),
  })
  .superRefine((query, context) => {
    const require = (field: string, message: string) => context.addIssue({ code: "custom", path: [field], message });
    if (query.order_id === undefined) {
      if (query.cod === undefined) require("cod", "The cod field is required when order id is not present.");
      if (query.weight === undefined) require("weight", "The weight field is required when order id is not present.");
    }
    if (query.is_return && query.declared_value === undefined) {
      require("declared_value", "The declared value field is required when is return is 1.");
    }
  });

/** What an existing order ships as: its weight, box, payment and value. */
export function quotesForShipment(rules: CourierRules, shipment: Shipment): Quote[] {
  return quote(
    {
      from: shipment.origin.pincode,
      to: shipment.destination.pincode,
      weightKg: shipment.weight,
      dimensions: shipment.dimensions,
      cod: shipment.paymentMethod === "COD" && !shipment.isReturn,
      declaredValue: shipment.subTotal,
    },
    rules,
  );
}

function row(option: Quote, postcode: string, now: Date) {
  const { courier } = option;
  return {
    id: courier.id,
    courier_company_id: courier.id,
    courier_name: courier.name,
    rate: option.rate,
    freight_charge: option.freight,
    cod_charges: option.codCharges,
    cod_multiplier: 1.5,
    coverage_charges: 0,
    other_charges: 0,
    rto_charges: option.freight,
    etd: etdDate(new Date(now.getTime() + option.days * 24 * 60 * 60_000)),
    etd_hours: option.days * 24,
    estimated_delivery_days: String(option.days),
    rating: courier.rating,
    delivery_performance: courier.rating,
    pickup_performance: courier.rating,
    rto_performance: courier.rating,
    tracking_performance: courier.rating,
    cod: option.codAvailable ? 1 : 0,
    is_surface: courier.isSurface,
    mode: courier.isSurface ? 0 : 1,
    min_weight: 0.5,
    charge_weight: option.chargeWeight,
    zone: option.zone,
    cutoff_time: courier.cutoffTime,
    pickup_availability: "1",
    call_before_delivery: "Available",
    pod_available: "Instant",
    realtime_tracking: "Real Time",
    odablock: false,
    blocked: 0,
    suppression_dates: null,
    postcode,
  };
}

export function handleServiceability(ctx: SimulatorContext, request: ApiRequest): ApiReply {
  const query = validate(querySchema, Object.fromEntries(request.query));
  let options: Quote[];
  if (query.order_id !== undefined) {
    const shipment = ctx.state.byOrderId(query.order_id);
    if (!shipment) return { status: 200, body: { status: 404, message: "Order does not exist!" } };
    options = quotesForShipment(ctx.config.rules, shipment);
  } else {
    const dimensions =
      query.length && query.breadth && query.height
        ? { length: query.length, breadth: query.breadth, height: query.height }
        : undefined;
    const request = {
      from: query.pickup_postcode,
      to: query.delivery_postcode,
      weightKg: query.weight ?? 0,
      dimensions,
      cod: Boolean(query.cod) && !query.is_return,
      declaredValue: query.declared_value ?? 0,
    };
    options = quote(request, ctx.config.rules);
  }
  if (query.mode) options = options.filter((option) => option.courier.isSurface === (query.mode === "Surface"));
  const [best] = options;
  // [unconf] No courier at all: modelled on the documented invalid-order answer, HTTP 200 with an error body.
  if (!best) return { status: 200, body: { status: 404, message: "No courier serviceable for the given pincodes" } };
  const now = ctx.config.now();
  return {
    status: 200,
    body: {
      status: 200,
      currency: "INR",
      data: {
        available_courier_companies: options.map((option) => row(option, query.delivery_postcode, now)),
        blocked_courier_companies: [],
        recommended_courier_company_id: best.courier.id,
        shiprocket_recommended_courier_id: best.courier.id,
        recommended_by: { id: 6, title: "Recommendation By Shiprocket" },
        is_recommendation_enabled: 1,
        recommendation_advance_rule: null,
      },
    },
  };
}

/**
 * NDR (note §11): shipments whose last delivery attempt failed, and the store's answer to each —
 * re-attempt (with new contact details or a date), return (RTO starts at once, webhooked), or a
 * fake-attempt complaint. Every action is kept for tests to read. Error bodies are [unconf].
 */
import { z } from "zod";
import { log } from "../../lib/log";
import type { ApiRequest, SimulatorContext } from "./context";
import { courierById } from "./couriers";
import { istDate, istDateTime } from "./dates";
import { ApiError, paginated, type ApiReply } from "./http";
import { applyScan } from "./scans";
import type { Shipment } from "./state";
import { id, text, validate } from "./validation";

/** Couriers attempt a delivery at most three times, then return it (note §11). */
const MAX_ATTEMPTS = 3;
const day = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "The :attribute does not match the format Y-m-d.");

const listSchema = z.object({
  page: id().optional(),
  per_page: id().optional(),
  search: z.string().optional(),
  from: day().optional(),
  to: day().optional(),
});

const actionSchema = z
  .object({
    action: z.enum(["re-attempt", "return", "fake-attempt"]),
    comments: text(),
    phone: text().optional(),
    address1: text().optional(),
    address2: text().optional(),
    deferred_date: day().optional(),
    proof_audio: z.url().optional(),
    proof_image: z.url().optional(),
    remarks: text().optional(),
  })
  .superRefine((body, context) => {
    if (body.action !== "fake-attempt") return;
    const require = (field: string, message: string) => context.addIssue({ code: "custom", path: [field], message });
    if (!body.remarks) require("remarks", "The remarks field is required when action is fake-attempt.");
    if (!body.proof_audio && !body.proof_image) {
      require("proof_image", "The proof image field is required when proof audio is not present.");
    }
  });

const inNdr = (shipment: Shipment) => shipment.stage === "undelivered" && !shipment.isReturn;

function ndrRow(shipment: Shipment) {
  const { destination: customer, items, ndrAttempts, ndrActions } = shipment;
  const ndrId = shipment.ndrId ?? 0;
  const latest = ndrAttempts.at(-1);
  const history = [
    ...ndrAttempts.map((attempt) => ({
      ndr_id: ndrId,
      ndr_reason: attempt.reason,
      action_by: "courier",
      ndr_attempt: attempt.attempt,
      ndr_push_status: 0,
      comment: "",
      sms_response: "",
      ndr_raised_at: istDateTime(attempt.raisedAt),
    })),
    ...ndrActions.map((action) => ({
      ndr_id: ndrId,
      ndr_reason: action.action,
      action_by: "seller",
      ndr_attempt: ndrAttempts.filter((attempt) => attempt.raisedAt.toISOString() <= action.at).length,
      ndr_push_status: 1,
      comment: action.comments,
      sms_response: "",
      ndr_raised_at: istDateTime(new Date(action.at)),
    })),
  ].sort((a, b) => b.ndr_raised_at.localeCompare(a.ndr_raised_at));
  return {
    id: ndrId,
    shipment_id: shipment.shipmentId,
    order_id: shipment.orderId,
    channel_order_id: shipment.channelOrderId,
    customer_name: customer.name,
    customer_email: customer.email ?? "",
    customer_phone: customer.phone,
    customer_address: customer.address,
    customer_address_2: customer.address2 ?? "",
    customer_city: customer.city,
    customer_state: customer.state,
    customer_pincode: customer.pincode,
    status: "UNDELIVERED",
    status_code: 36,
    payment_method: shipment.paymentMethod === "COD" ? "cod" : "prepaid",
    reason: latest?.reason ?? "",
    attempts: ndrAttempts.length,
    ndr_raised_at: latest ? istDateTime(latest.raisedAt) : "",
    courier: courierById(shipment.courierId)?.name ?? "",
    awb_code: shipment.awb,
    escalation_status: ndrActions.length ? "Action Requested" : "",
    product_name: items[0]?.name ?? "",
    product_price: items[0]?.sellingPrice ?? 0,
    shipment_channel_id: shipment.channelId,
    history,
  };
}

export function handleNdrList(ctx: SimulatorContext, request: ApiRequest): ApiReply {
  const query = validate(listSchema, Object.fromEntries(request.query));
  const rows = ctx.state.shipments
    .filter(inNdr)
    .filter((shipment) => !query.search || shipment.awb === query.search.trim())
    .filter((shipment) => {
      const raised = istDate(shipment.ndrAttempts.at(-1)?.raisedAt ?? shipment.createdAt);
      return (!query.from || raised >= query.from) && (!query.to || raised <= query.to);
    })
    .toReversed()
    .map(ndrRow);
  return paginated(rows, query.page ?? 1, query.per_page ?? 15);
}

export function handleNdrOfAwb(ctx: SimulatorContext, request: ApiRequest): ApiReply {
  const shipment = ctx.state.byAwb(decodeURIComponent(request.params[0] ?? ""));
  return paginated(shipment && inNdr(shipment) ? [ndrRow(shipment)] : [], 1, 15);
}

export function handleNdrAction(ctx: SimulatorContext, request: ApiRequest): ApiReply {
  const body = validate(actionSchema, request.body);
  const awb = decodeURIComponent(request.params[0] ?? "");
  const shipment = ctx.state.byAwb(awb);
  if (!shipment || !inNdr(shipment)) throw new ApiError(400, `No NDR found for AWB ${awb}.`);
  if (body.action === "re-attempt" && shipment.ndrAttempts.length >= MAX_ATTEMPTS) {
    throw new ApiError(400, "Maximum re-attempt limit reached for this shipment.");
  }
  shipment.ndrActions.push({ ...body, at: ctx.config.now().toISOString() });
  if (body.action === "return") {
    // The courier turns it round at once; the webhook is not awaited, the store may be the one calling.
    applyScan(ctx, shipment, "rto_initiated").catch((failure: unknown) =>
      log.error("shiprocket_simulator_rto_failed", { awb, error: failure }),
    );
  }
  return { status: 202, body: { status: "Data Updated Sucessfully" } };
}

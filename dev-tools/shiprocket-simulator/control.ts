/**
 * The tester's controls: the same operations as methods on the running simulator and as HTTP under
 * /__simulator/ (no token; loopback callers only). The store's /dev/courier page drives these.
 *   GET  /__simulator/                      → this list
 *   GET  /__simulator/shipments             → SimulatedShipment[], newest first
 *   POST /__simulator/shipments/{awb}/scan  ← {"event":"picked_up"|…, "reason"?: "…"} (409 when out of order)
 *   POST /__simulator/fail-next             ← {"httpStatus":503, "path"?: "/orders/create"} or an array of them
 *   POST /__simulator/offline               ← {"offline": true | false}
 *   POST /__simulator/expire-tokens         → every token issued so far answers 401
 *   GET  /__simulator/webhook-attempts      → WebhookAttempt[], oldest first
 *   GET  /__simulator/logins                → {"logins": n}
 *   GET  /__simulator/calls                 → ApiCall[], oldest first
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { API_PREFIX } from "./api";
import type { SimulatorContext } from "./context";
import { courierById } from "./couriers";
import { istDateTime } from "./dates";
import { ControlError, readJson, sendJson } from "./http";
import { applyScan, nextEvents } from "./scans";
import type { Fault, Shipment } from "./state";
import { SCAN_EVENTS, statusOf, type ScanEvent } from "./statuses";

const CONTROL_ROUTES = [
  "GET /__simulator/shipments",
  "POST /__simulator/shipments/{awb}/scan",
  "POST /__simulator/fail-next",
  "POST /__simulator/offline",
  "POST /__simulator/expire-tokens",
  "GET /__simulator/webhook-attempts",
  "GET /__simulator/logins",
  "GET /__simulator/calls",
];

const dateOrNull = (at: Date | null) => (at ? istDateTime(at) : null);

/** One shipment as the tester sees it. */
function view(shipment: Shipment) {
  const codes = statusOf(shipment.stage, shipment.isReturn);
  return {
    channelOrderId: shipment.channelOrderId,
    orderId: shipment.orderId,
    shipmentId: shipment.shipmentId,
    awb: shipment.awb,
    courier: courierById(shipment.courierId)?.name ?? null,
    ...codes,
    isReturn: shipment.isReturn,
    cancelled: shipment.stage === "cancelled",
    paymentMethod: shipment.paymentMethod,
    subTotal: shipment.subTotal,
    destination: `${shipment.destination.name}, ${shipment.destination.city} ${shipment.destination.pincode}`,
    pickupScheduledDate: dateOrNull(shipment.pickupScheduledFor),
    edd: dateOrNull(shipment.edd),
    createdAt: shipment.createdAt.toISOString(),
    scans: structuredClone(shipment.scans),
    ndrAttempts: shipment.ndrAttempts.map((attempt) => ({ ...attempt, raisedAt: attempt.raisedAt.toISOString() })),
    ndrActions: structuredClone(shipment.ndrActions),
    /** The scans the tester may trigger next. */
    nextEvents: nextEvents(shipment),
  };
}

export type SimulatedShipment = ReturnType<typeof view>;

const faultSchema = z.object({ httpStatus: z.number().int().min(400).max(599), path: z.string().min(1).optional() });
const faultsSchema = z.union([faultSchema.transform((fault) => [fault]), z.array(faultSchema).min(1)]);
const scanSchema = z.object({ event: z.enum(SCAN_EVENTS), reason: z.string().optional() });

export function createControls(ctx: SimulatorContext) {
  const { state, auth, webhooks } = ctx;
  return {
    /** Every shipment, newest first. */
    shipments: () => state.shipments.toReversed().map(view),
    /** A courier scan on this AWB: moves the shipment on and posts the webhook (its first attempt awaited). */
    scan: async (awb: string, event: ScanEvent, detail: { reason?: string } = {}) => {
      const shipment = state.byAwb(awb);
      if (!shipment) throw new ControlError(404, `No shipment has AWB ${awb}`);
      return view(await applyScan(ctx, shipment, event, detail.reason));
    },
    /** The next API calls (under `path`, with or without /v1/external, when given) answer these statuses, in order. */
    failNext: (...faults: Fault[]) => {
      state.faults.push(...faults.map((fault) => ({ ...fault, path: fault.path?.replace(API_PREFIX, "") })));
    },
    /** While offline every API call answers the gateway's 503 page. */
    setOffline: (offline: boolean) => {
      state.offline = offline;
    },
    /** Every token issued so far answers 401 "Token has expired". */
    expireTokens: () => auth.expireAll(),
    webhookAttempts: () => webhooks.attempts(),
    /** Successful logins so far: a store should reuse its token, not log in per call. */
    logins: () => auth.logins(),
    /** Every API call, oldest first. */
    calls: () => state.calls.map((call) => ({ ...call })),
  };
}

export type ShiprocketControls = ReturnType<typeof createControls>;

async function control(controls: ShiprocketControls, request: IncomingMessage, path: string): Promise<unknown> {
  const route = `${request.method ?? ""} ${path.replace(/\/$/, "")}`;
  if (route === "GET /__simulator") return { controls: CONTROL_ROUTES };
  if (route === "GET /__simulator/shipments") return controls.shipments();
  if (route === "GET /__simulator/webhook-attempts") return controls.webhookAttempts();
  if (route === "GET /__simulator/logins") return { logins: controls.logins() };
  if (route === "GET /__simulator/calls") return controls.calls();
  if (route === "POST /__simulator/expire-tokens") {
    controls.expireTokens();
    return { expired: true };
  }
  const scan = /^POST \/__simulator\/shipments\/([^/]+)\/scan$/.exec(route);
  if (!scan && request.method !== "POST") throw new ControlError(404, `No control ${route}`);
  const body = await readJson(request);
  if (scan) {
    const { event, reason } = scanSchema.parse(body);
    return controls.scan(decodeURIComponent(scan[1] ?? ""), event, { reason });
  }
  if (route === "POST /__simulator/fail-next") {
    const faults = faultsSchema.parse(body);
    controls.failNext(...faults);
    return { queued: faults.length };
  }
  if (route === "POST /__simulator/offline") {
    const { offline } = z.object({ offline: z.boolean() }).parse(body);
    controls.setOffline(offline);
    return { offline };
  }
  throw new ControlError(404, `No control ${route}`);
}

export async function handleControl(
  controls: ShiprocketControls,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
) {
  try {
    sendJson(response, 200, await control(controls, request, path));
  } catch (failure) {
    if (failure instanceof z.ZodError) return sendJson(response, 400, { error: { message: z.prettifyError(failure) } });
    if (failure instanceof ControlError)
      return sendJson(response, failure.status, { error: { message: failure.message } });
    throw failure;
  }
}

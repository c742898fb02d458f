/**
 * The API under /v1/external: the route table, then what every call goes through first, as at
 * Shiprocket: an outage or an injected fault, Laravel's 404/405 for unknown paths and methods
 * (before authentication), the bearer token, and Laravel-style error bodies.
 */
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from "node:http";
import { log } from "../../lib/log";
import { handlePickupLocations, handleWalletBalance } from "./account";
import { handleAssignAwb } from "./awb";
import { handleCancelAwbs, handleCancelOrders } from "./cancel";
import type { ApiRequest, SimulatorContext } from "./context";
import { handleGenerateLabel, handleGenerateManifest, handlePrintManifest } from "./documents";
import { ApiError, readJson, sendGatewayPage, sendJson, type ApiReply } from "./http";
import { handleNdrAction, handleNdrList, handleNdrOfAwb } from "./ndr";
import { handleListOrders, handleShowOrder } from "./order-queries";
import { handleCreateOrder } from "./orders";
import { handleGeneratePickup } from "./pickup";
import { handleCreateReturn } from "./returns";
import { handleServiceability } from "./serviceability";
import type { Fault } from "./state";
import { handleTrackAwb, handleTrackAwbs, handleTrackOrder, handleTrackShipment } from "./tracking";

export const API_PREFIX = "/v1/external";

type Handler = (ctx: SimulatorContext, request: ApiRequest) => ApiReply | Promise<ApiReply>;

interface Route {
  method: "GET" | "POST";
  path: RegExp;
  handle: Handler;
  /** Answered without a token (login only). */
  open?: true;
}

const route = (method: Route["method"], path: string, handle: Handler, open?: true): Route => ({
  method,
  // "{x}" captures one path segment; a trailing slash is optional, as Laravel's router makes it.
  path: new RegExp(`^${path.replaceAll("{x}", "([^/]+)")}/?$`),
  handle,
  open,
});

const ROUTES: Route[] = [
  route("POST", "/auth/login", (ctx, request) => ctx.auth.login(request.body), true),
  route("POST", "/auth/logout", (ctx, request) => ctx.auth.logout(request.tokenId)),
  route("GET", "/courier/serviceability", handleServiceability),
  route("POST", "/orders/create/adhoc", handleCreateOrder),
  route("POST", "/orders/create/return", handleCreateReturn),
  route("GET", "/orders", handleListOrders),
  route("GET", "/orders/show/{x}", handleShowOrder),
  route("POST", "/orders/cancel", handleCancelOrders),
  route("POST", "/orders/cancel/shipment/awbs", handleCancelAwbs),
  route("POST", "/courier/assign/awb", handleAssignAwb),
  route("POST", "/courier/generate/pickup", handleGeneratePickup),
  route("POST", "/courier/generate/label", handleGenerateLabel),
  route("POST", "/manifests/generate", handleGenerateManifest),
  route("POST", "/manifests/print", handlePrintManifest),
  route("GET", "/courier/track/awb/{x}", handleTrackAwb),
  route("GET", "/courier/track/shipment/{x}", handleTrackShipment),
  route("POST", "/courier/track/awbs", handleTrackAwbs),
  route("GET", "/courier/track", handleTrackOrder),
  route("GET", "/ndr/all", handleNdrList),
  route("GET", "/ndr/{x}", handleNdrOfAwb),
  route("POST", "/ndr/{x}/action", handleNdrAction),
  route("GET", "/account/details/wallet-balance", handleWalletBalance),
  route("GET", "/settings/company/pickup", handlePickupLocations),
];

/** What an injected fault answers: the gateway's HTML for 502–504, else Shiprocket's JSON envelope. */
const FAULT_MESSAGES: Record<number, string> = {
  401: "Unauthenticated.",
  403: "Unauthorized. You do not have permission for this action.",
  429: "You have exceeded the API call rate limit",
  500: "Invalid argument supplied for foreach()",
};
const GATEWAY_STATUSES = [502, 503, 504];

/** Takes the first queued fault meant for this path (a fault without a path is meant for any). */
function takeFault(faults: Fault[], path: string): Fault | undefined {
  const index = faults.findIndex((fault) => !fault.path || path.startsWith(fault.path));
  return index < 0 ? undefined : faults.splice(index, 1)[0];
}

type Outcome = ApiReply | { gatewayStatus: number };

async function answer(ctx: SimulatorContext, request: IncomingMessage, url: URL): Promise<Outcome> {
  const path = url.pathname.slice(API_PREFIX.length);
  const method = request.method ?? "GET";
  const body = method === "GET" || method === "HEAD" ? {} : await readJson(request);
  if (ctx.state.offline) return { gatewayStatus: 503 };
  const fault = takeFault(ctx.state.faults, path);
  if (fault && GATEWAY_STATUSES.includes(fault.httpStatus)) return { gatewayStatus: fault.httpStatus };
  if (fault) {
    const message = FAULT_MESSAGES[fault.httpStatus] ?? STATUS_CODES[fault.httpStatus] ?? "Error";
    throw new ApiError(fault.httpStatus, message);
  }
  const matches = ROUTES.filter((candidate) => candidate.path.test(path));
  if (!matches.length) throw new ApiError(404, "404 Not Found");
  const chosen = matches.find((candidate) => candidate.method === method);
  if (!chosen) throw new ApiError(405, "405 Method Not Allowed");
  const tokenId = chosen.open ? "" : await ctx.auth.authenticate(request.headers.authorization);
  const params = (chosen.path.exec(path) ?? []).slice(1);
  return chosen.handle(ctx, { params, query: url.searchParams, body, tokenId });
}

export async function handleApi(ctx: SimulatorContext, request: IncomingMessage, response: ServerResponse, url: URL) {
  const call = {
    method: request.method ?? "GET",
    path: `${url.pathname}${url.search}`,
    status: 0,
    at: ctx.config.now().toISOString(),
  };
  ctx.state.calls.push(call);
  let outcome: Outcome;
  try {
    outcome = await answer(ctx, request, url);
  } catch (failure) {
    if (!(failure instanceof ApiError)) log.error("shiprocket_simulator_failed", { path: call.path, error: failure });
    outcome =
      failure instanceof ApiError ? failure : { status: 500, body: { message: "Server Error", status_code: 500 } };
  }
  if ("gatewayStatus" in outcome) {
    call.status = outcome.gatewayStatus;
    return sendGatewayPage(response, outcome.gatewayStatus);
  }
  call.status = outcome.status;
  sendJson(response, outcome.status, outcome.body);
}

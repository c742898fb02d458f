/**
 * A local stand-in for Shiprocket's API v1 external, for development and tests: Shiprocket has no
 * sandbox (every call with real credentials books real couriers), and these machines cannot reach
 * it anyway. Same paths under /v1/external, JSON shapes, JWT login, status codes and error bodies,
 * including the 200-with-error answers; tracking webhooks with `x-api-key`; label and manifest
 * PDFs; and /__simulator/ (control.ts) to play the courier's scans and the outages.
 * Facts: /work/shared/notes/shiprocket.md. Never used in production.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { log } from "../../lib/log";
import { API_PREFIX, handleApi } from "./api";
import { createAuth } from "./auth";
import type { SimulatorContext } from "./context";
import { createControls, handleControl, type ShiprocketControls } from "./control";
import { serveDocument } from "./documents";
import { isLoopback, sendJson } from "./http";
import { resolveOptions, type ShiprocketSimulatorOptions } from "./options";
import { createState } from "./state";
import { createWebhookSender } from "./webhooks";

export type { PickupLocation, ShiprocketSimulatorOptions, WebhookRetry, WebhookTarget } from "./options";
export type { SimulatedShipment } from "./control";
export type { ApiCall, Fault, NdrAction, Scan } from "./state";
export type { ScanEvent } from "./statuses";
export type { WebhookAttempt } from "./webhooks";
export { COURIERS } from "./couriers";
export { CHANNEL_ID } from "./order-fields";

async function route(
  ctx: SimulatorContext,
  controls: ShiprocketControls,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
) {
  const path = url.pathname;
  if (path === "/__simulator" || path.startsWith("/__simulator/")) {
    if (!isLoopback(request.socket.remoteAddress)) {
      return sendJson(response, 403, { error: { message: "The simulator's controls answer this machine only" } });
    }
    return handleControl(controls, request, response, path);
  }
  if (path.startsWith(`${API_PREFIX}/`)) return handleApi(ctx, request, response, url);
  if (request.method === "GET" && /^\/(labels|manifests)\//.test(path)) return serveDocument(ctx, path, response);
  sendJson(response, 404, { message: "404 Not Found", status_code: 404 });
}

export async function startShiprocketSimulator(options: ShiprocketSimulatorOptions) {
  const config = resolveOptions(options);
  let baseUrl = "";
  const ctx: SimulatorContext = {
    config,
    state: createState(config.walletBalance),
    auth: createAuth(config),
    webhooks: createWebhookSender(config.webhook, config.webhookRetry, config.now),
    baseUrl: () => baseUrl,
  };
  const controls = createControls(ctx);
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", baseUrl);
    route(ctx, controls, request, response, url).catch((failure: unknown) => {
      log.error("shiprocket_simulator_failed", { error: failure });
      if (!response.headersSent) sendJson(response, 500, { message: "Server Error", status_code: 500 });
    });
  });
  // A taken port rejects here, for the caller to report (never an unhandled 'error' event).
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${config.host.includes(":") ? `[${config.host}]` : config.host}:${port}`;
  log.info("shiprocket_simulator_started", { url: baseUrl, webhook: Boolean(config.webhook) });

  return {
    url: baseUrl,
    ...controls,
    /** Stops the server and drops pending webhook retries. */
    close: () => {
      ctx.webhooks.close();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

export type ShiprocketSimulator = Awaited<ReturnType<typeof startShiprocketSimulator>>;

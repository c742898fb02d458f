/**
 * A local stand-in for Meta's WhatsApp Business Cloud API, for development and tests (Meta is not
 * reachable from these machines). Same paths, JSON shapes, auth and error codes as the Graph API
 * (see /work/shared/notes/whatsapp-sms.md, part A); the store's webhook receives signed status
 * and inbound-message events with Meta's retries, and /__simulator/ lets a tester or a test play
 * the customers and the outages. Never used in production: nothing in lib/ or app/ imports it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { log } from "../../lib/log";
import { handleMessages, type SimulatorContext } from "./api";
import { createControls, handleControlRequest, type SimulatorControls } from "./control";
import { GraphError, sendGraphError } from "./errors";
import { createEvents } from "./events";
import { isLoopback, sendJson } from "./http";
import { createLimits } from "./limits";
import { resolveOptions, type WhatsAppSimulatorOptions } from "./options";
import { createScheduler } from "./scheduler";
import { createSimulatorState } from "./state";
import { createTemplateStore, handleCreateTemplate, handleListTemplates } from "./templates";
import { createWebhookSender } from "./webhooks";

export type { WhatsAppSimulatorOptions } from "./options";
export type { SimulatorMessage, SimulatorReply, SendFailure, OfflineMode } from "./state";
export type { WebhookDelivery } from "./webhooks";
export type { InboundInput } from "./events";

const GRAPH_PATH = /^\/v\d+\.\d+\/([^/]+)\/([^/]+)\/?$/;

/** Graph takes the token as a bearer header or as the access_token query parameter. */
function tokenOf(request: IncomingMessage, url: URL): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? "");
  return bearer?.[1] ?? url.searchParams.get("access_token");
}

async function routeGraph(ctx: SimulatorContext, request: IncomingMessage, response: ServerResponse, url: URL) {
  const { config, state, templates } = ctx;
  if (state.connection.offline === "network-error") return void request.socket.destroy();
  if (state.connection.offline === "503") throw new GraphError(131016);
  if (tokenOf(request, url) !== config.accessToken) throw new GraphError(190);
  const [, node, edge] = GRAPH_PATH.exec(url.pathname) ?? [];
  if (!node) throw new GraphError(2500, undefined, { message: `Unknown path components: ${url.pathname}` });
  const method = request.method ?? "GET";
  if (node === config.phoneNumberId && edge === "messages" && method === "POST") {
    return handleMessages(ctx, request, response);
  }
  if (node === config.wabaId && edge === "message_templates") {
    if (method === "POST") return handleCreateTemplate(templates, request, response);
    if (method === "GET") return handleListTemplates(templates, url, response);
  }
  throw new GraphError(100, undefined, {
    subcode: 33,
    message: `Unsupported ${method.toLowerCase()} request. Object with ID '${node}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
  });
}

async function route(
  ctx: SimulatorContext,
  controls: SimulatorControls,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
) {
  if (!url.pathname.startsWith("/__simulator/")) return routeGraph(ctx, request, response, url);
  if (!isLoopback(request.socket.remoteAddress)) {
    return sendJson(response, 403, { error: { message: "The simulator's controls answer this machine only" } });
  }
  return handleControlRequest(controls, request, response, url.pathname);
}

export async function startWhatsAppSimulator(options: WhatsAppSimulatorOptions) {
  const config = resolveOptions(options);
  const scheduler = createScheduler();
  const state = createSimulatorState(config.now);
  const webhooks = createWebhookSender(config, scheduler);
  const ctx: SimulatorContext = {
    config,
    state,
    templates: createTemplateStore(config.authPresets),
    events: createEvents(config, state, webhooks, scheduler),
    admitSend: createLimits(config),
  };
  const controls = createControls(ctx, webhooks);
  let baseUrl = "";
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", baseUrl);
    route(ctx, controls, request, response, url).catch((failure: unknown) => {
      if (response.headersSent) return;
      if (failure instanceof GraphError) return sendGraphError(response, failure);
      log.error("whatsapp_simulator_failed", { error: failure });
      sendGraphError(response, new GraphError(131000));
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

  return {
    url: baseUrl,
    ...controls,
    /** Stops the server and every pending status change and webhook retry. */
    close: () => {
      scheduler.close();
      webhooks.close();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

export type WhatsAppSimulator = Awaited<ReturnType<typeof startWhatsAppSimulator>>;

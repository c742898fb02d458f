/**
 * A local stand-in for MSG91's SMS API with Indian DLT rules, for development and tests (MSG91
 * is not reachable from these machines). POST /api/v5/flow as MSG91 serves it on either host
 * (control.msg91.com, api.msg91.com), the DLT checks of the registered templates, and delivery
 * reports POSTed to the store; /__simulator/ (control.ts) shows what was sent and injects faults.
 * Facts: /work/shared/notes/whatsapp-sms.md part B. Never used in production.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { log } from "../../lib/log";
import { createControls, handleControl, type SmsControls } from "./control";
import { createReporter, DEFAULT_REPORT_RETRY, type DeliveryReportTarget, type ReportRetry } from "./delivery-reports";
import {
  checkPromoWindow,
  createTemplateRegistry,
  DEFAULT_PROMO_WINDOW,
  type Msg91Template,
  type PromoWindow,
} from "./dlt";
import { handleFlow, type FlowContext } from "./flow";
import { describeIssue, sendError, sendOutage } from "./http";
import { createSmsState } from "./state";

export type { Msg91Template, PromoWindow } from "./dlt";
export type { DeliveryReportTarget, ReportRetry } from "./delivery-reports";
export type { ReportAttempt, SendFault, SimulatedSms, SmsStatus } from "./state";

export interface SmsSimulatorOptions {
  host?: string;
  port?: number;
  /** The only `authkey` header value accepted. */
  authKey: string;
  /** The DLT principal entity id. */
  entityId: string;
  /** Registered headers, e.g. "GANITP". */
  senders: string[];
  templates: Msg91Template[];
  /** Where delivery reports go (the store's URL, with its own token in the query). */
  deliveryReports?: DeliveryReportTarget;
  /** Numbers ("91…") on the NCPR (DND) list: promotional SMS to them end NDNC (status 9). */
  dndNumbers?: string[];
  /** Numbers ("91…") whose SMS end Failed (status 2, "Absent subscriber"). */
  failingNumbers?: string[];
  /** How long after acceptance an SMS settles and its report goes. */
  reportDelayMs?: number;
  /** Backoff for reports the store did not take: doubling from firstDelayMs, capped at 1 h. */
  reportRetry?: ReportRetry;
  /** The clock for the promotional window, message times and report dates. */
  now?: () => Date;
  /** IST hours for promotional and service-explicit SMS (default 10:00–21:00). */
  promoWindow?: PromoWindow;
}

const DEFAULT_REPORT_DELAY_MS = 50;

const runtimeOptionsSchema = z.object({
  authKey: z.string().min(1),
  deliveryReports: z.object({ url: z.url(), version: z.enum(["v2", "v3"]).optional() }).optional(),
  reportDelayMs: z.number().int().min(0).optional(),
  reportRetry: z.object({ firstDelayMs: z.number().int().min(0), maxAttempts: z.number().int().min(1) }).optional(),
});

async function route(context: FlowContext, controls: SmsControls, request: IncomingMessage, response: ServerResponse) {
  // The Host header is ignored: both MSG91 hosts serve the same /api/v5 paths.
  const path = new URL(request.url ?? "/", "http://simulator").pathname;
  if (path.startsWith("/__simulator/")) return handleControl(controls, path, request, response);
  if (context.state.isOffline()) return sendOutage(response, 503);
  if (path === "/api/v5/flow" || path === "/api/v5/flow/") {
    if (request.method === "POST") return handleFlow(context, request, response);
    return sendError(response, 405, "Method not allowed");
  }
  sendError(response, 404, "Not found");
}

export async function startSmsSimulator(options: SmsSimulatorOptions) {
  const checked = runtimeOptionsSchema.safeParse(options);
  if (!checked.success) throw new Error(`SMS simulator configuration: ${describeIssue(checked.error)}`);
  const templates = createTemplateRegistry(options.entityId, options.senders, options.templates);
  const promoWindow = options.promoWindow ?? DEFAULT_PROMO_WINDOW;
  checkPromoWindow(promoWindow);
  const now = options.now ?? (() => new Date());
  const state = createSmsState();
  const reporter = createReporter({
    target: options.deliveryReports,
    retry: options.reportRetry ?? DEFAULT_REPORT_RETRY,
    delayMs: options.reportDelayMs ?? DEFAULT_REPORT_DELAY_MS,
    now,
    attempts: state.attempts,
  });
  const context: FlowContext = {
    state,
    reporter,
    templates,
    authKey: options.authKey,
    dndNumbers: new Set(options.dndNumbers),
    failingNumbers: new Set(options.failingNumbers),
    promoWindow,
    now,
  };
  const controls = createControls(state);

  const host = options.host ?? "127.0.0.1";
  const server = createServer((request, response) => {
    route(context, controls, request, response).catch((failure: unknown) => {
      log.error("sms_simulator_failed", { error: failure });
      if (!response.headersSent) sendError(response, 500, "Simulator failure");
    });
  });
  // A taken port rejects here, for the caller to report (never an unhandled 'error' event).
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;
  log.info("sms_simulator_started", { url, entityId: options.entityId, templates: templates.size });

  return {
    url,
    ...controls,
    /** Stops the server and drops pending delivery reports and retries. */
    close: () => {
      reporter.close();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type SmsSimulator = Awaited<ReturnType<typeof startSmsSimulator>>;

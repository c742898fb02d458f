/**
 * The tester's and tests' controls: the same operations as methods on the running simulator and
 * as HTTP under /__simulator/ (no token; the server answers them for loopback callers only).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import type { SimulatorContext } from "./api";
import { describeIssue } from "./errors";
import { InboundSchema, type InboundInput } from "./events";
import { ControlError, readJson, sendJson } from "./http";
import type { OfflineMode, SendFailure, SimulatorMessage, SimulatorReply } from "./state";
import type { TemplateStatus } from "./template-schema";
import type { WebhookSender } from "./webhooks";

const TEMPLATE_STATUSES = ["APPROVED", "PENDING", "REJECTED", "PAUSED", "DISABLED"] as const;

const SendFailureSchema = z.object({
  httpStatus: z.number().int().min(400).max(599).optional(),
  code: z.number().int().optional(),
  details: z.string().optional(),
});

export function createControls({ state, templates, events }: SimulatorContext, webhooks: WebhookSender) {
  return {
    /** Every message the store sent, newest first, as the customer sees it. */
    messages: (): SimulatorMessage[] => structuredClone(state.messages).reverse(),
    /** Messages the simulated customers sent, newest first. */
    replies: (): SimulatorReply[] => structuredClone(state.replies).reverse(),
    /** A customer writes (text) or taps a quick reply (button): opens their 24 h window and webhooks the store. */
    inbound: async (input: InboundInput) => events.inbound(InboundSchema.parse(input)),
    /** The customer reads a message: status read, webhooked. */
    markRead: (id: string) => events.markRead(id),
    /** Meta's callback-URL handshake; true when the store echoes the challenge. */
    verifyWebhook: (overrides?: { url?: string; verifyToken?: string }) => webhooks.verify(overrides),
    /** Meta (re)reviews a template: sends of a non-APPROVED one fail, and the store is told by webhook. */
    setTemplateStatus: async (name: string, language: string, status: TemplateStatus) =>
      events.templateStatusChanged(templates.setStatus(name, language, status)),
    /** The next sends fail at once, one failure each, in order. */
    failNextSends: (...failures: SendFailure[]) => void state.sendFailures.push(...failures),
    /** An outage: every Graph call answers 503, or loses its connection; the controls keep working. */
    setOffline: (offline: boolean, mode: OfflineMode = "503") => {
      state.connection.offline = offline ? mode : null;
    },
    /** Every webhook event with its delivery attempts, newest first. */
    webhookAttempts: () => webhooks.deliveries(),
  };
}

export type SimulatorControls = ReturnType<typeof createControls>;

const TemplateStatusSchema = z.object({
  name: z.string().min(1),
  language: z.string().min(1),
  status: z.enum(TEMPLATE_STATUSES),
});
const OfflineSchema = z.object({ offline: z.boolean(), mode: z.enum(["503", "network-error"]).optional() });
const FailuresSchema = z.object({ failures: z.array(SendFailureSchema).min(1) });

async function answer(controls: SimulatorControls, request: IncomingMessage, path: string): Promise<unknown> {
  const post = request.method === "POST";
  const body = post ? await readJson(request) : undefined;
  if (!post && path === "/__simulator/messages") return controls.messages();
  if (!post && path === "/__simulator/replies") return controls.replies();
  if (!post && path === "/__simulator/webhooks") return controls.webhookAttempts();
  if (post && path === "/__simulator/inbound") return controls.inbound(body as InboundInput);
  const read = /^\/__simulator\/messages\/([^/]+)\/read$/.exec(path);
  if (post && read) {
    await controls.markRead(decodeURIComponent(read[1]!));
    return { success: true };
  }
  if (post && path === "/__simulator/webhooks/verify") {
    return {
      verified: await controls.verifyWebhook(
        z
          .object({ verifyToken: z.string() })
          .partial()
          .parse(body ?? {}),
      ),
    };
  }
  if (post && path === "/__simulator/templates/status") {
    const { name, language, status } = TemplateStatusSchema.parse(body);
    await controls.setTemplateStatus(name, language, status);
    return { success: true };
  }
  if (post && path === "/__simulator/fail-next-sends") {
    const { failures } = FailuresSchema.parse(body);
    controls.failNextSends(...failures);
    return { queued: failures.length };
  }
  if (post && path === "/__simulator/offline") {
    const { offline, mode } = OfflineSchema.parse(body);
    controls.setOffline(offline, mode);
    return { offline };
  }
  throw new ControlError(404, `No control ${request.method ?? ""} ${path}`);
}

export async function handleControlRequest(
  controls: SimulatorControls,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
) {
  try {
    sendJson(response, 200, await answer(controls, request, path));
  } catch (failure) {
    if (failure instanceof z.ZodError) return sendJson(response, 400, { error: { message: describeIssue(failure) } });
    if (failure instanceof ControlError)
      return sendJson(response, failure.httpStatus, { error: { message: failure.message } });
    throw failure;
  }
}

/** POST /{ver}/{phone-number-id}/messages: sends (template, text, document) and read receipts (note A3). */
import type { IncomingMessage, ServerResponse } from "node:http";
import { z } from "zod";
import { log } from "../../lib/log";
import { GraphError, parseGraphBody } from "./errors";
import { pricingFor, type SimulatorEvents } from "./events";
import { isRecord, readJson, sendJson } from "./http";
import type { AdmitSend } from "./limits";
import type { SimulatorConfig } from "./options";
import { documentOf, httpUrl, renderTemplate, TemplateComponentSchema } from "./render";
import { newWamid, type MessageCategory, type SendFailure, type SimulatorMessage, type SimulatorState } from "./state";
import type { TemplateStore } from "./templates";

export interface SimulatorContext {
  config: SimulatorConfig;
  state: SimulatorState;
  templates: TemplateStore;
  events: SimulatorEvents;
  admitSend: AdmitSend;
}

const common = {
  messaging_product: z.literal("whatsapp"),
  recipient_type: z.literal("individual").optional(),
  to: z.string().regex(/^\d{7,15}$/, "must be the number's digits with country code"),
  biz_opaque_callback_data: z.string().max(512).optional(),
  context: z.object({ message_id: z.string().min(1) }).optional(),
};

const SendSchema = z.preprocess(
  // Meta sends a text message when `type` is left out.
  (body) => (isRecord(body) && body.type === undefined ? { ...body, type: "text" } : body),
  z.discriminatedUnion("type", [
    z.object({
      ...common,
      type: z.literal("template"),
      template: z.object({
        name: z.string().min(1),
        language: z.object({ code: z.string().min(1), policy: z.literal("deterministic").optional() }),
        components: z.array(TemplateComponentSchema).default([]),
      }),
    }),
    z.object({
      ...common,
      type: z.literal("text"),
      text: z.object({ body: z.string().min(1).max(4096), preview_url: z.boolean().optional() }),
    }),
    z.object({
      ...common,
      type: z.literal("document"),
      document: z.object({
        link: httpUrl,
        filename: z.string().min(1).optional(),
        caption: z.string().max(1024).optional(),
      }),
    }),
  ]),
);

type Send = z.output<typeof SendSchema>;

const ReadSchema = z.object({
  messaging_product: z.literal("whatsapp"),
  status: z.literal("read"),
  message_id: z.string().min(1),
  typing_indicator: z.object({ type: z.literal("text") }).optional(),
});

type Content = Pick<SimulatorMessage, "template" | "language" | "category" | "text" | "document" | "buttons">;

/** The error a queued failure raises: a 5xx without a code is Meta's "service unavailable" or "something went wrong". */
function queuedFailure({ httpStatus, code, details }: SendFailure): GraphError {
  const fallbackCode = httpStatus === 503 ? 131016 : httpStatus && httpStatus < 500 ? 100 : 131000;
  return new GraphError(code ?? fallbackCode, details, { httpStatus });
}

function templateContent(
  ctx: SimulatorContext,
  { name, language, components }: Extract<Send, { type: "template" }>["template"],
): Content {
  const template = ctx.templates.find(name, language.code);
  if (template?.status === "PAUSED") throw new GraphError(132015);
  if (template?.status === "DISABLED") throw new GraphError(132016);
  if (template?.status !== "APPROVED") {
    throw new GraphError(132001, `template name (${name}) does not exist in ${language.code}`, {
      httpStatus: ctx.config.templateNotFoundHttpStatus,
    });
  }
  return {
    template: name,
    language: language.code,
    category: template.category.toLowerCase() as MessageCategory,
    ...renderTemplate(template, components),
  };
}

function freeFormContent(send: Exclude<Send, { type: "template" }>): Content {
  const free = { template: null, language: null, category: "service" as const, buttons: [] };
  if (send.type === "text") return { ...free, text: send.text.body, document: null };
  const { link, filename, caption } = send.document;
  return { ...free, text: caption ?? "", document: documentOf(link, filename) };
}

export async function handleMessages(ctx: SimulatorContext, request: IncomingMessage, response: ServerResponse) {
  const { config, state } = ctx;
  const body = await readJson(request);
  if (isRecord(body) && body.status !== undefined) {
    const { message_id } = parseGraphBody(ReadSchema, body);
    const reply = state.findReply(message_id);
    if (!reply) throw new GraphError(100, `message_id ${message_id} is not a message this number received`);
    reply.read = true;
    return sendJson(response, 200, { success: true });
  }
  const failure = state.sendFailures.shift();
  if (failure) throw queuedFailure(failure);

  const send = parseGraphBody(SendSchema, body);
  const windowOpen = state.windowOpen(send.to);
  const content = send.type === "template" ? templateContent(ctx, send.template) : freeFormContent(send);
  let asyncFailure: number | null = null;
  if (content.category === "service" && !windowOpen) {
    if (config.reengagementError === "sync") throw new GraphError(131047);
    asyncFailure = 131047;
  }
  const now = config.now();
  ctx.admitSend(send.to, now);
  if (config.notOnWhatsApp.has(send.to)) asyncFailure = 131026;

  const message: SimulatorMessage = {
    id: newWamid(),
    channel: "whatsapp",
    to: send.to,
    ...content,
    status: "accepted",
    error: null,
    callbackData: send.biz_opaque_callback_data ?? null,
    at: new Date(now).toISOString(),
  };
  state.messages.push(message);
  ctx.events.track(message, pricingFor(content.category, windowOpen), asyncFailure);
  log.info("whatsapp_simulator_accepted", { id: message.id, template: message.template, category: message.category });
  sendJson(response, 200, {
    messaging_product: "whatsapp",
    contacts: [{ input: send.to, wa_id: send.to }],
    messages: [{ id: message.id, message_status: "accepted" }],
  });
}

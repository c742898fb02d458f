/**
 * What happens after a send or a customer's action, told to the store by webhook (note A6): a
 * message's statuses (accepted → sent → delivered, read on demand, or failed), inbound messages
 * and template status changes.
 */
import { z } from "zod";
import { errorDetails, errorTitle } from "./errors";
import type { SimulatorConfig } from "./options";
import type { Scheduler } from "./scheduler";
import { ControlError } from "./http";
import {
  newWamid,
  type MessageCategory,
  type MessageStatus,
  type SimulatorMessage,
  type SimulatorState,
} from "./state";
import type { Template } from "./template-schema";
import type { WebhookSender } from "./webhooks";

export interface Pricing {
  billable: boolean;
  pricing_model: "PMP";
  type: "regular" | "free_customer_service";
  category: MessageCategory;
}

/** Per-message pricing since July 2025: free-form replies, and utility templates, are free inside the window. */
export function pricingFor(category: MessageCategory, windowOpen: boolean): Pricing {
  const free = category === "service" || (category === "utility" && windowOpen);
  return { billable: !free, pricing_model: "PMP", type: free ? "free_customer_service" : "regular", category };
}

const digits = z.string().regex(/^\d{7,15}$/, "must be the number's digits with country code");

export const InboundSchema = z
  .object({
    from: digits,
    name: z.string().min(1).max(100).optional(),
    text: z.string().min(1).max(4096).optional(),
    button: z.object({ payload: z.string().min(1), text: z.string().min(1) }).optional(),
    contextId: z.string().min(1).optional(),
  })
  .refine((input) => (input.text === undefined) !== (input.button === undefined), "give either text or button");

export type InboundInput = z.input<typeof InboundSchema>;

/** A failed status's error, without pricing (note A6). */
const statusError = (code: number) => ({
  code,
  title: errorTitle(code),
  message: errorTitle(code),
  error_data: { details: errorDetails(code) },
});

const RANK: Record<MessageStatus, number> = { accepted: 0, sent: 1, failed: 1, delivered: 2, read: 3 };

/** Statuses only move forward; `failed` wins only over accepted and sent (note A6). */
const canMove = (from: MessageStatus, to: MessageStatus) =>
  from !== "failed" && (to === "failed" ? RANK[from] <= RANK.sent : RANK[to] > RANK[from]);

export function createEvents(
  config: SimulatorConfig,
  state: SimulatorState,
  webhooks: WebhookSender,
  scheduler: Scheduler,
) {
  const pricingById = new Map<string, Pricing>();
  const timestamp = () => String(Math.floor(config.now() / 1000));
  const envelope = (field: string, value: object) => ({
    object: "whatsapp_business_account",
    entry: [{ id: config.wabaId, changes: [{ field, value }] }],
  });
  const messagesEnvelope = (value: object) =>
    envelope("messages", {
      messaging_product: "whatsapp",
      metadata: { display_phone_number: config.displayPhoneNumber, phone_number_id: config.phoneNumberId },
      ...value,
    });

  async function moveTo(message: SimulatorMessage, status: Exclude<MessageStatus, "accepted">, errorCode?: number) {
    if (!canMove(message.status, status)) return;
    message.status = status;
    message.error = errorCode === undefined ? null : { code: errorCode, title: errorTitle(errorCode) };
    const pricing = pricingById.get(message.id);
    const payload = {
      id: message.id,
      status,
      timestamp: timestamp(),
      recipient_id: message.to,
      ...(message.callbackData === null ? {} : { biz_opaque_callback_data: message.callbackData }),
      ...(errorCode === undefined ? (pricing ? { pricing } : {}) : { errors: [statusError(errorCode)] }),
    };
    await webhooks.deliver(status, message.id, messagesEnvelope({ statuses: [payload] }));
  }

  /** Plays an accepted message's life: sent then delivered, or failed with `asyncFailure` (no sent before it). */
  function track(message: SimulatorMessage, pricing: Pricing, asyncFailure: number | null) {
    pricingById.set(message.id, pricing);
    const delay = config.statusDelayMs;
    if (asyncFailure !== null) return scheduler.after(delay, () => moveTo(message, "failed", asyncFailure));
    // Each status waits for the previous one's first delivery attempt, so a healthy store gets them in order.
    scheduler.after(delay, async () => {
      await moveTo(message, "sent");
      scheduler.after(delay, () => moveTo(message, "delivered"));
    });
  }

  /** The customer opened the message: status read (Meta may skip delivered). */
  async function markRead(id: string) {
    const message = state.findMessage(id);
    if (!message) throw new ControlError(404, `No message ${id}`);
    if (message.status === "failed") throw new ControlError(409, "A failed message cannot be read");
    await moveTo(message, "read");
  }

  /** A customer writes to the business: recorded, the 24 h window (re)opened, and the store told. */
  async function inbound(input: z.output<typeof InboundSchema>) {
    const id = newWamid();
    const name = input.name ?? "Test customer";
    const at = config.now();
    state.replies.push({
      id,
      from: input.from,
      name,
      type: input.button ? "button" : "text",
      text: input.button?.text ?? input.text!,
      button: input.button ?? null,
      contextId: input.contextId ?? null,
      read: false,
      at: new Date(at).toISOString(),
    });
    state.lastInboundAt.set(input.from, at);
    const message = {
      from: input.from,
      id,
      timestamp: timestamp(),
      ...(input.contextId ? { context: { from: config.displayPhoneNumber, id: input.contextId } } : {}),
      ...(input.button ? { type: "button", button: input.button } : { type: "text", text: { body: input.text } }),
    };
    const contacts = [{ profile: { name }, wa_id: input.from }];
    await webhooks.deliver("message", id, messagesEnvelope({ contacts, messages: [message] }));
    return { id };
  }

  /** Tells the store a template's new status, as Meta's message_template_status_update does. */
  async function templateStatusChanged(template: Template) {
    await webhooks.deliver(
      "template_status",
      template.id,
      envelope("message_template_status_update", {
        event: template.status,
        message_template_id: Number(template.id),
        message_template_name: template.name,
        message_template_language: template.language,
        reason: "NONE",
      }),
    );
  }

  return { track, markRead, inbound, templateStatusChanged };
}

export type SimulatorEvents = ReturnType<typeof createEvents>;

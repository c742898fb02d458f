/**
 * The WhatsApp Cloud API calls the store makes: template messages (order updates, sign-in codes),
 * replies inside the 24-hour window the customer opened, read receipts, and its templates
 * submitted for approval (../../../README.md, "WhatsApp and SMS").
 */
import { z } from "zod";
import type { WhatsAppConfig } from "../config";
import { graphRequest } from "./graph";

const sentMessage = z.object({
  messages: z.array(z.object({ id: z.string().min(1) })).min(1),
});

/** A template component as Graph takes it: body parameters, button parameters. */
export type TemplateComponent =
  | { type: "header"; parameters: { type: "document"; document: { link: string; filename: string } }[] }
  | { type: "body"; parameters: { type: "text"; text: string }[] }
  | { type: "button"; sub_type: "url"; index: string; parameters: { type: "text"; text: string }[] }
  | { type: "button"; sub_type: "quick_reply"; index: string; parameters: { type: "payload"; payload: string }[] };

export interface TemplateSend {
  /** 91 and ten digits. */
  to: string;
  name: string;
  language: string;
  components: TemplateComponent[];
  /** Echoed in the status webhooks: the store's message id. */
  callbackData: string;
}

/** Sends a template; answers its wamid. */
export async function sendTemplate(config: WhatsAppConfig, send: TemplateSend): Promise<string> {
  const answer = await graphRequest(config, `${config.phoneNumberId}/messages`, sentMessage, {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: send.to,
    type: "template",
    biz_opaque_callback_data: send.callbackData,
    template: {
      name: send.name,
      language: { code: send.language, policy: "deterministic" },
      components: send.components,
    },
  });
  return answer.messages[0]!.id;
}

/** A free-form reply, allowed only within 24 hours of the customer's last message; answers its wamid. */
export async function sendText(config: WhatsAppConfig, to: string, body: string, replyTo?: string): Promise<string> {
  const answer = await graphRequest(config, `${config.phoneNumberId}/messages`, sentMessage, {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to,
    type: "text",
    text: { preview_url: false, body },
    ...(replyTo ? { context: { message_id: replyTo } } : {}),
  });
  return answer.messages[0]!.id;
}

/** Marks the customer's message read (the two blue ticks). */
export async function markRead(config: WhatsAppConfig, messageId: string): Promise<void> {
  await graphRequest(config, `${config.phoneNumberId}/messages`, z.object({ success: z.boolean() }), {
    messaging_product: "whatsapp",
    status: "read",
    message_id: messageId,
  });
}

const templateList = z.object({
  data: z.array(z.object({ name: z.string(), language: z.string(), status: z.string() })),
});

/** The business account's templates: name, language and review status. */
export async function listTemplates(config: WhatsAppConfig) {
  const fields = "name,language,status";
  const answer = await graphRequest(
    config,
    `${config.businessAccountId}/message_templates?fields=${fields}&limit=200`,
    templateList,
  );
  return answer.data;
}

/** Submits a template for review (Meta's creation shape: ./template-definitions.ts); answers its status. */
export async function createTemplate(config: WhatsAppConfig, definition: object): Promise<string> {
  const answer = await graphRequest(
    config,
    `${config.businessAccountId}/message_templates`,
    z.object({ id: z.string(), status: z.string() }),
    definition,
  );
  return answer.status;
}

/**
 * Hands a queued message to its channel's provider: a WhatsApp template through the Cloud API, an
 * SMS through MSG91's Flow API with its DLT template. A channel turned off (lib/messaging/config.ts)
 * fails the message for good, which lets a WhatsApp message fall back to SMS.
 */
import "server-only";
import { unseal } from "../auth/sealed";
import { env } from "../env";
import type { TextMessage } from "../generated/prisma/client";
import { GraphApiError } from "./whatsapp/graph";
import { sendTemplate, sendText } from "./whatsapp/client";
import { templateComponents } from "./whatsapp/template-messages";
import { Msg91Error, sendFlow } from "./sms/msg91";
import { hasSms, isReply, type TemplateName } from "./templates/catalogue";
import { MESSAGE_TEXTS, smsValues, type TemplateValues } from "./templates/render";

export class ChannelOffError extends Error {
  constructor(channel: string) {
    super(`${channel} is off (lib/messaging/config.ts)`);
    this.name = "ChannelOffError";
  }
}

type Sendable = Pick<TextMessage, "id" | "channel" | "recipient" | "template" | "locale" | "parameters">;

/** Sends the message; answers the provider's id for it. */
export async function sendThroughProvider(message: Sendable): Promise<string> {
  const { whatsApp, sms } = env().messaging;
  const locale = message.locale;
  if (message.channel === "WHATSAPP" && isReply(message.template)) {
    if (!whatsApp) throw new ChannelOffError("WhatsApp");
    return sendText(whatsApp, message.recipient, MESSAGE_TEXTS[locale].replies[message.template]);
  }
  const template = message.template as TemplateName;
  const stored = message.parameters as TemplateValues;
  // A sign-in code waits in its row sealed: it is read only to send it.
  const values = template === "sign_in_code" ? { code: await unseal(stored.code ?? "") } : stored;
  if (message.channel === "WHATSAPP") {
    if (!whatsApp) throw new ChannelOffError("WhatsApp");
    return sendTemplate(whatsApp, {
      to: message.recipient,
      name: template,
      language: message.locale,
      components: templateComponents(template, values),
      callbackData: message.id,
    });
  }
  if (!sms) throw new ChannelOffError("SMS");
  // Never queued so (lib/messaging/fallback.ts): without a DLT text, SMS is off for it.
  if (!hasSms(template)) throw new ChannelOffError(`SMS for ${template}`);
  return sendFlow(sms, {
    templateId: sms.templateIds[template][locale],
    to: message.recipient,
    variables: smsValues(template, values),
  });
}

/** Whether the provider may take the message later: an outage or a rate limit, not a refusal. */
export function isPassing(error: unknown): boolean {
  if (error instanceof GraphApiError || error instanceof Msg91Error) return error.passing;
  // Anything unforeseen (the database, a bug) is tried again rather than dropped.
  return !(error instanceof ChannelOffError);
}

/** The provider's code for a failure, as the admin shows it. */
export function failureCode(error: unknown): string | null {
  if (error instanceof GraphApiError)
    return error.code === null ? (error.httpStatus?.toString() ?? null) : String(error.code);
  if (error instanceof Msg91Error) return error.httpStatus?.toString() ?? null;
  return null;
}

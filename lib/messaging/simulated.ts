/**
 * Reads the local WhatsApp and SMS simulators (their /__simulator/ API), for the /dev/messages page,
 * its JSON and the tests: what the customers' phones received, and a customer's reply sent back to
 * the store as Meta would. Nothing here exists on a public store (lib/messaging/config.ts refuses
 * the simulators there).
 */
import "server-only";
import { z } from "zod";
import { env } from "../env";
import { LOCALES } from "../i18n/locales";
import { simulatorTemplateId } from "./config";
import { SMS_TEMPLATE_NAMES } from "./templates/catalogue";

const button = z.object({
  type: z.enum(["quick_reply", "url", "copy_code"]),
  text: z.string(),
  payload: z.string().optional(),
  url: z.string().optional(),
});
const whatsAppMessage = z.object({
  id: z.string(),
  to: z.string(),
  template: z.string().nullable(),
  language: z.string().nullable(),
  text: z.string(),
  buttons: z.array(button),
  status: z.string(),
  error: z.object({ code: z.number(), title: z.string() }).nullable(),
  at: z.string(),
});
const sms = z.object({
  id: z.string(),
  to: z.string(),
  template: z.string(),
  sender: z.string(),
  language: z.string(),
  text: z.string(),
  status: z.string(),
  at: z.string(),
});
const reply = z.object({
  id: z.string(),
  from: z.string(),
  text: z.string().nullable(),
  button: z.object({ payload: z.string(), text: z.string() }).nullable(),
  at: z.string(),
});

/** One message as /dev/messages.json lists it (the shape), with its id for the page. */
export interface SimulatedMessage {
  id: string;
  channel: "whatsapp" | "sms";
  to: string;
  template: string | null;
  language: string | null;
  text: string;
  buttons: z.infer<typeof button>[];
  status: string;
  error: string | null;
  at: string;
}
export type SimulatedReply = z.infer<typeof reply>;

/** The simulators' addresses: none when a channel is real or off. */
function simulatorUrls() {
  const { whatsApp, sms: smsConfig } = env().messaging;
  return {
    whatsApp: whatsApp?.environment === "simulator" ? whatsApp.apiUrl : undefined,
    sms: smsConfig?.environment === "simulator" ? smsConfig.apiUrl : undefined,
  };
}

export const hasSimulators = () => Object.values(simulatorUrls()).some(Boolean);

async function read<T>(base: string | undefined, path: string, schema: z.ZodType<T>): Promise<T | undefined> {
  if (!base) return undefined;
  const response = await fetch(`${base}/__simulator/${path}`, { cache: "no-store" });
  if (!response.ok) throw new Error(`The simulator answered ${response.status}`);
  return schema.parse(await response.json());
}

/** MSG91's template ids back to the store's names. */
const SMS_TEMPLATES = new Map(
  SMS_TEMPLATE_NAMES.flatMap((name) => LOCALES.map((locale) => [simulatorTemplateId(name, locale), name] as const)),
);

/** Everything the customers' phones received, newest first. */
export async function listSimulatedMessages(): Promise<SimulatedMessage[]> {
  const urls = simulatorUrls();
  const [whatsApp = [], texts = []] = await Promise.all([
    read(urls.whatsApp, "messages", z.array(whatsAppMessage)),
    read(urls.sms, "messages", z.array(sms)),
  ]);
  const all: SimulatedMessage[] = [
    ...whatsApp.map(({ error, ...message }) => ({
      ...message,
      channel: "whatsapp" as const,
      error: error && `${error.code} ${error.title}`,
    })),
    ...texts.map((text) => ({
      id: text.id,
      channel: "sms" as const,
      to: text.to,
      template: SMS_TEMPLATES.get(text.template) ?? text.template,
      language: text.language,
      text: `${text.sender}: ${text.text}`,
      buttons: [],
      status: text.status,
      error: null,
      at: text.at,
    })),
  ];
  return all.sort((a, b) => b.at.localeCompare(a.at));
}

/** What the simulated customers wrote on WhatsApp, newest first. */
export async function listSimulatedReplies(): Promise<SimulatedReply[]> {
  return (await read(simulatorUrls().whatsApp, "replies", z.array(reply))) ?? [];
}

export interface CustomerReply {
  from: string;
  text?: string;
  button?: { payload: string; text: string };
  contextId?: string;
}

/** Sends the store a customer's WhatsApp message, signed, as Meta would. */
export async function replyAsCustomer(input: CustomerReply): Promise<void> {
  const base = simulatorUrls().whatsApp;
  if (!base) throw new Error("No WhatsApp simulator runs");
  const response = await fetch(`${base}/__simulator/inbound`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(input),
  });
  if (!response.ok) throw new Error(`The simulator answered ${response.status}`);
}

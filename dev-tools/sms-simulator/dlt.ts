/**
 * The DLT side: the registered headers and content templates (as mapped to MSG91 template ids),
 * rendering a template with a recipient's variables, and the checks DLT scrubbing applies.
 * Facts from /work/shared/notes/whatsapp-sms.md B1; the ⚠️/❓ ones are marked where used.
 */
import { z } from "zod";
import { describeIssue } from "./http";

export const SMS_CATEGORIES = ["transactional", "service-implicit", "service-explicit", "promotional"] as const;
export type SmsCategory = (typeof SMS_CATEGORIES)[number];

export interface Msg91Template {
  /** MSG91's template_id, which the flow call names. */
  id: string;
  /** The DLT content template id (commonly 19 digits). */
  dltTemplateId: string;
  /** The registered 6-character header. */
  sender: string;
  category: SmsCategory;
  /** The DLT text, with `{#var#}` placeholders (or purpose-tagged ones such as `{#url#}`). */
  text: string;
  /** The recipient keys that fill the placeholders, in order. */
  variables: string[];
  /** URL prefixes whitelisted on DLT (CTA whitelisting); any other URL in a variable is blocked. */
  whitelistedUrls?: string[];
}

/** Hours in IST ("HH:mm", `to` exclusive) when promotional and service-explicit SMS may go. */
export interface PromoWindow {
  from: string;
  to: string;
}

/** 10:00–21:00 IST, enforced by operators since Oct 2025 (❓ the regulation text was not read). */
export const DEFAULT_PROMO_WINDOW: PromoWindow = { from: "10:00", to: "21:00" };

/** The suffix operators append to the header since the Feb 2025 TCCCPR amendment. */
const SENDER_SUFFIX: Record<SmsCategory, string> = {
  transactional: "-T",
  "service-implicit": "-S",
  "service-explicit": "-S",
  promotional: "-P",
};

/** `{#var#}`, or a variable pre-tagged with its purpose under the Nov 2025 direction. */
const PLACEHOLDER = /\{#[a-z]+#\}/g;
/** DLT's per-variable limit (⚠️ providers' figure, applied to every variable). */
const MAX_VARIABLE_LENGTH = 30;
const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)\S+/gi;
const INDIAN_MOBILE = /^91[6-9]\d{9}$/;
/** Headers: 6 letters (transactional, service) or 6 digits (promotional) (⚠️). */
const HEADER = /^(?:[A-Z]{6}|\d{6})$/;
const CLOCK = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const IST_OFFSET_MINUTES = 330;

const templateSchema = z.object({
  id: z.string().min(1),
  // Digits only: the usual 19-digit length is not confirmed (❓).
  dltTemplateId: z.string().regex(/^\d+$/, "must be digits"),
  sender: z.string().regex(HEADER, "must be 6 capital letters or 6 digits"),
  category: z.enum(SMS_CATEGORIES),
  text: z.string().min(1),
  variables: z.array(
    z
      .string()
      .min(1)
      .refine((key) => key !== "mobiles", "mobiles is not a variable"),
  ),
  whitelistedUrls: z.array(z.url()).optional(),
});

/** Checks the configuration as DLT registration would, and indexes templates by MSG91 id. */
export function createTemplateRegistry(
  entityId: string,
  senders: string[],
  templates: Msg91Template[],
): Map<string, Msg91Template> {
  const fail = (problem: string) => {
    throw new Error(`SMS simulator configuration: ${problem}`);
  };
  if (!/^\d+$/.test(entityId)) fail("entityId must be the DLT principal entity id (digits)");
  for (const sender of senders)
    if (!HEADER.test(sender)) fail(`sender ${sender} must be 6 capital letters or 6 digits`);
  const registry = new Map<string, Msg91Template>();
  for (const template of templates) {
    const parsed = templateSchema.safeParse(template);
    if (!parsed.success) fail(`template ${template.id}: ${describeIssue(parsed.error)}`);
    if (!senders.includes(template.sender))
      fail(`template ${template.id}: sender ${template.sender} is not registered`);
    const placeholders = template.text.match(PLACEHOLDER)?.length ?? 0;
    if (placeholders !== template.variables.length) {
      fail(`template ${template.id}: ${placeholders} placeholders but ${template.variables.length} variables`);
    }
    if (new Set(template.variables).size !== template.variables.length)
      fail(`template ${template.id}: repeated variable`);
    if (registry.has(template.id)) fail(`template ${template.id} is defined twice`);
    registry.set(template.id, template);
  }
  return registry;
}

export function checkPromoWindow(window: PromoWindow) {
  if (!CLOCK.test(window.from) || !CLOCK.test(window.to)) {
    throw new Error(`SMS simulator configuration: promoWindow must be "HH:mm" times, got ${JSON.stringify(window)}`);
  }
}

export const isIndianMobile = (mobile: string) => INDIAN_MOBILE.test(mobile);

/** Why DLT scrubbing would block this recipient's values for the template, if it would. */
export function variableProblem(template: Msg91Template, values: Record<string, string>): string | undefined {
  const missing = template.variables.find((key) => !Object.hasOwn(values, key));
  if (missing) return `Variable ${missing} is missing`;
  const extra = Object.keys(values).find((key) => !template.variables.includes(key));
  if (extra) return `Variable ${extra} is not in the template`;
  for (const key of template.variables) {
    const value = values[key] ?? "";
    if ([...value].length > MAX_VARIABLE_LENGTH) {
      return `Variable ${key} is longer than ${MAX_VARIABLE_LENGTH} characters`;
    }
    const allowed = template.whitelistedUrls ?? [];
    const blocked = value.match(URL_IN_TEXT)?.find((url) => !allowed.some((prefix) => url.startsWith(prefix)));
    if (blocked) return `Variable ${key} holds a URL that is not whitelisted: ${blocked}`;
  }
  return undefined;
}

/** The text the phone shows: the placeholders filled in order. */
export function render(template: Msg91Template, values: Record<string, string>): string {
  let index = 0;
  return template.text.replace(PLACEHOLDER, () => values[template.variables[index++] ?? ""] ?? "");
}

export const senderShown = (template: Msg91Template) => `${template.sender}${SENDER_SUFFIX[template.category]}`;

/** Promotional and service-explicit traffic only goes inside the window (DLT code 651 otherwise). */
export function outsidePromoWindow(template: Msg91Template, at: Date, window: PromoWindow): boolean {
  if (template.category !== "promotional" && template.category !== "service-explicit") return false;
  const minutes = (at.getUTCHours() * 60 + at.getUTCMinutes() + IST_OFFSET_MINUTES) % (24 * 60);
  const clock = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return minutes < clock(window.from) || minutes >= clock(window.to);
}

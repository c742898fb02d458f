/**
 * Messages from the browser through EmailJS (SPEC §1, §7): contact, feedback and newsletter.
 * The keys are public browser configuration, inlined at build time (NEXT_PUBLIC_…). Without
 * them the forms say so instead of pretending to send.
 */
import emailjs from "@emailjs/browser";
import { storeContact } from "./store-contact";

export type EmailTemplate = "contact" | "feedback" | "newsletter";

// Each variable is named in full so Next.js can inline it into the browser bundle.
const config = {
  publicKey: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  serviceId: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  templates: {
    contact: process.env.NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID,
    feedback: process.env.NEXT_PUBLIC_EMAILJS_FEEDBACK_TEMPLATE_ID,
    newsletter: process.env.NEXT_PUBLIC_EMAILJS_NEWSLETTER_TEMPLATE_ID,
  } satisfies Record<EmailTemplate, string | undefined>,
};

/** The team name feedback is addressed to ("to_name"). */
export const TEAM_NAME = "GanitPlay Team";

export const NOT_CONFIGURED_MESSAGE = "Sending messages is not set up on this store yet. Please try again later.";

export function isEmailConfigured(template: EmailTemplate): boolean {
  return Boolean(config.publicKey && config.serviceId && config.templates[template] && storeContact.email);
}

export async function sendEmail(template: EmailTemplate, params: Record<string, string>): Promise<void> {
  const templateId = config.templates[template];
  if (!config.publicKey || !config.serviceId || !templateId) throw new Error(NOT_CONFIGURED_MESSAGE);
  await emailjs.send(config.serviceId, templateId, params, { publicKey: config.publicKey });
}

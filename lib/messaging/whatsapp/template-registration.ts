/**
 * Submits the store's templates (both languages) that the WhatsApp Business Account lacks, for
 * Meta's review: `npm run whatsapp:templates` for a real account; the store does it itself at start
 * on the simulator, which approves at once. A template already there is left as it is.
 */
import type { WhatsAppConfig } from "../config";
import { LOCALES } from "../../i18n/locales";
import { TEMPLATE_NAMES, TEMPLATES } from "../templates/catalogue";
import { createTemplate, listTemplates } from "./client";
import { GraphApiError } from "./graph";
import { templateDefinition } from "./template-messages";

/** Meta's answer to a template whose name and language exist already. */
const ALREADY_EXISTS = /already exists/i;

export interface TemplateSubmission {
  name: string;
  language: string;
  /** APPROVED, PENDING, REJECTED…, as Meta says. */
  status: string;
  submitted: boolean;
}

export async function submitTemplates(config: WhatsAppConfig, siteUrl: string): Promise<TemplateSubmission[]> {
  const existing = new Map((await listTemplates(config)).map((t) => [`${t.name}.${t.language}`, t.status]));
  const results: TemplateSubmission[] = [];
  for (const name of TEMPLATE_NAMES) {
    for (const language of LOCALES) {
      const known = existing.get(`${name}.${language}`);
      if (known) {
        results.push({ name, language, status: known, submitted: false });
        continue;
      }
      try {
        // Meta reviews a template with a document header only with a sample: the others still go.
        if (TEMPLATES[name].headerDocument && config.environment === "cloud" && !config.invoiceSampleHandle) {
          results.push({
            name,
            language,
            status: "NOT SUBMITTED: set WHATSAPP_INVOICE_SAMPLE_HANDLE",
            submitted: false,
          });
          continue;
        }
        const definition = templateDefinition(name, language, siteUrl, config.invoiceSampleHandle);
        const status = await createTemplate(config, definition);
        results.push({ name, language, status, submitted: true });
      } catch (error) {
        // Submitted meanwhile (another instance starting): it is there.
        if (!(error instanceof GraphApiError && ALREADY_EXISTS.test(error.details ?? ""))) throw error;
        results.push({ name, language, status: "PENDING", submitted: false });
      }
    }
  }
  return results;
}

/**
 * `npm run whatsapp:templates`: submits the store's WhatsApp templates (both languages) that the
 * configured WhatsApp Business Account lacks, for Meta's review, and prints each one's status.
 * Run it once with WHATSAPP_ENV=cloud and the account's credentials set (.env), again after
 * changing a template's words; a template already there is left alone. Reads SITE_URL for the
 * "View order" button's address.
 */
import { loadDotEnv } from "./database";
import { exitWith, guardVerdict, printFailure } from "./verdict";

guardVerdict("npm run whatsapp:templates");
loadDotEnv();
try {
  const { env } = await import("../lib/env");
  const { submitTemplates } = await import("../lib/messaging/whatsapp/template-registration");
  const config = env().messaging.whatsApp;
  if (!config) {
    console.error("WhatsApp is off (WHATSAPP_ENV=off): there is no account to submit templates to.");
    exitWith(1);
  }
  for (const { name, language, status, submitted } of await submitTemplates(config, env().SITE_URL)) {
    console.log(`${name.padEnd(28)} ${language}  ${status}${submitted ? " (submitted now)" : ""}`);
  }
  exitWith(0);
} catch (error) {
  printFailure(error);
  exitWith(1);
}

/**
 * The local mail catcher for `npm start` / `npm run dev` and the tests: started when SMTP_URL is
 * not set, it becomes SMTP_URL (and MAIL_CATCHER_URL, read by the /dev/mail page) in this
 * process's environment, so start the store's server after this, with it.
 */
import { startMailCatcher, type MailCatcher } from "../dev-tools/mail-catcher/server";

export async function startLocalMailCatcher(): Promise<MailCatcher | null> {
  if (process.env.SMTP_URL) return null;
  const catcher = await startMailCatcher();
  process.env.SMTP_URL = catcher.smtpUrl;
  process.env.MAIL_CATCHER_URL = catcher.apiUrl;
  return catcher;
}

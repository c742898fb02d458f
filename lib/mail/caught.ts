/**
 * Reads the local mail catcher's HTTP API (MAIL_CATCHER_URL, set by npm start and the tests when
 * they run one): the /dev/mail page and the tests. Nothing here exists on a public store.
 */
import "server-only";
import { z } from "zod";
import { env } from "../env";

const caughtEmail = z.object({
  id: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  receivedAt: z.string(),
});
export type CaughtEmail = z.infer<typeof caughtEmail>;

/** The catcher's address, or undefined when there is none (always, on a public store). */
export const mailCatcherUrl = () => env().mail.catcherUrl;

async function read<T>(path: string, schema: z.ZodType<T>): Promise<T | undefined> {
  const base = mailCatcherUrl();
  if (!base) return undefined;
  const response = await fetch(`${base}${path}`, { cache: "no-store" });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status}`);
  return schema.parse(await response.json());
}

/** Every caught e-mail, newest first; empty without a catcher. */
export async function listCaughtEmails(): Promise<CaughtEmail[]> {
  return (await read("/messages", z.array(caughtEmail))) ?? [];
}

export function getCaughtEmail(id: string): Promise<CaughtEmail | undefined> {
  return read(`/messages/${encodeURIComponent(id)}`, caughtEmail);
}

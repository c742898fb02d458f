/**
 * The e-mails the store sent, read from the local mail catcher's own API (MAIL_CATCHER_URL, set by
 * scripts/e2e.ts): asking it costs the store nothing, so its mail worker, which sends when the
 * store is idle, is not kept waiting by the test that waits for its message.
 */
import { expect, type Page } from "@playwright/test";
import type { CaughtMessage } from "../../dev-tools/mail-catcher/server";
import { pageErrorsOf } from "./test";

async function caughtMessages(): Promise<CaughtMessage[]> {
  const catcher = process.env.MAIL_CATCHER_URL;
  if (!catcher) throw new Error("Run the browser tests with npm run test:e2e (it sets MAIL_CATCHER_URL)");
  return (await (await fetch(`${catcher}/messages`)).json()) as CaughtMessage[];
}

/** Waits until the catcher holds an e-mail with `subject` to `recipient`; answers the newest. */
export async function waitForEmail(subject: string, recipient: string): Promise<CaughtMessage> {
  const newest = async () =>
    (await caughtMessages()).find((message) => message.subject === subject && message.to.includes(recipient));
  await expect.poll(newest, { message: `an e-mail "${subject}" to ${recipient}`, timeout: 30_000 }).toBeDefined();
  return (await newest())!;
}

/** Once that e-mail has been sent, finds it in the list on /dev/mail and opens it. */
export async function openCaughtEmail(page: Page, subject: string, recipient: string): Promise<void> {
  // The e-mail is shown in a frame sandboxed without scripts; when a trace is recorded, Playwright
  // tries to run its own script in there too, and Chromium logs the refusal.
  pageErrorsOf(page).allow(/Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/);
  const { id } = await waitForEmail(subject, recipient);
  await page.goto("/dev/mail");
  const link = page.locator(`a[href="/dev/mail/${id}"]`);
  await expect(link).toContainText(subject);
  await expect(link).toContainText(`to ${recipient}`);
  await link.click();
  await expect(page.getByTestId("caught-subject")).toHaveText(subject);
}

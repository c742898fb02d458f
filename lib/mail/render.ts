/** Renders an e-mail's React element into its HTML and plain-text bodies. */
import "server-only";
import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";
import type { ComposedEmail } from "./compose";

/**
 * One React render per e-mail: the text body is read from the HTML, as react-email's `plainText`
 * option does after rendering the element a second time (each render costs several ms of CPU).
 */
export async function renderEmail(email: ReactElement): Promise<ComposedEmail> {
  const html = await render(email);
  return { html, text: toPlainText(html) };
}

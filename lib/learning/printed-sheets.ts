/**
 * Activity sheets as the store hands them out (#37): the PDF of a toy's sheet for a topic in a
 * language, printed once per version and kept for the next reader (a sheet is the same for
 * everyone until it, its toy or its topic changes), with the name it downloads under.
 */
import "server-only";
import type { Locale } from "../i18n/locales";
import { findActivitySheet } from "./activity-sheets";
import { renderActivitySheetPdf } from "./activity-sheet-pdf";

export interface PrintedSheet {
  pdf: Buffer;
  filename: string;
  /** Changes whenever the printed sheet would: its validator for browsers and caches. */
  etag: string;
}

/** The sheets asked for last in this process, least recent first: a few dozen toys and topics, at most this many. */
const MAX_KEPT = 64;
const printed = new Map<string, Buffer>();

function keep(key: string, pdf: Buffer): void {
  // Moved to the end: a Map keeps the order keys were first set in.
  printed.delete(key);
  printed.set(key, pdf);
  if (printed.size > MAX_KEPT) printed.delete(printed.keys().next().value!);
}

/** The toy's sheet for the topic in `locale`, or null when it has none. */
export async function printedActivitySheet(
  productId: string,
  topicSlug: string,
  locale: Locale,
): Promise<PrintedSheet | null> {
  const sheet = await findActivitySheet(productId, topicSlug, locale);
  if (!sheet) return null;
  const key = `${productId}/${topicSlug}/${locale}/${sheet.version}`;
  const pdf = printed.get(key) ?? (await renderActivitySheetPdf(sheet, locale));
  keep(key, pdf);
  return {
    pdf,
    filename: `${sheet.product.slug}-${topicSlug}-${locale}.pdf`,
    etag: `"${sheet.version.toString(36)}-${locale}"`,
  };
}

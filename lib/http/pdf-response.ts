/**
 * The PDFs the store sends: one made for one reader (an invoice, a proforma, labels), never cached
 * on the way, or one the same for everyone (an activity sheet), which a browser or cache keeps and
 * asks again about by its validator.
 */

interface PdfDelivery {
  filename: string;
  /** "inline" opens in the browser's viewer (labels to print); "attachment" downloads (documents to keep). */
  disposition: "inline" | "attachment";
}

function pdfHeaders({ filename, disposition }: PdfDelivery): Record<string, string> {
  return { "Content-Type": "application/pdf", "Content-Disposition": `${disposition}; filename="${filename}"` };
}

/** A PDF for one reader; `byLink`: fetched by a signed link any holder may open, so kept out of search engines too. */
export function pdfResponse(
  pdf: Uint8Array,
  { byLink = false, ...delivery }: PdfDelivery & { byLink?: boolean },
): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...pdfHeaders(delivery),
      "Cache-Control": "private, no-store",
      ...(byLink ? { "X-Robots-Tag": "noindex" } : {}),
    },
  });
}

/** A PDF the same for every reader: 304 to a reader who has this version, else the download, revalidated on each use. */
export function sharedPdfResponse(
  request: Request,
  { pdf, filename, etag }: { pdf: Uint8Array; filename: string; etag: string },
): Response {
  const headers = { ETag: etag, "Cache-Control": "public, no-cache" };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(pdf), {
    headers: { ...headers, ...pdfHeaders({ filename, disposition: "attachment" }) },
  });
}

/** A PDF the store makes for one reader (an invoice, a proforma, labels): never cached on the way. */

interface PdfDelivery {
  filename: string;
  /** "inline" opens in the browser's viewer (labels to print); "attachment" downloads (documents to keep). */
  disposition: "inline" | "attachment";
  /** Fetched by a signed link any holder may open: kept out of search engines too. */
  byLink?: boolean;
}

export function pdfResponse(pdf: Uint8Array, { filename, disposition, byLink = false }: PdfDelivery): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `${disposition}; filename="${filename}"`,
      "Cache-Control": "private, no-store",
      ...(byLink ? { "X-Robots-Tag": "noindex" } : {}),
    },
  });
}

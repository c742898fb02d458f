import { serializeJsonLd } from "@/lib/seo/json-ld";

/**
 * Structured data for search engines (schema.org), escaped for a script element. No nonce: a
 * JSON-LD block is data, never run, so the Content-Security-Policy does not apply to it, and the
 * cached public pages have no nonce to give (lib/http/security-headers.ts).
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

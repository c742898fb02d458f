import { headers } from "next/headers";
import { NONCE_HEADER } from "@/lib/http/security-headers";
import { serializeJsonLd } from "@/lib/seo/json-ld";

/**
 * Structured data for search engines (schema.org), escaped for a script element. It carries the
 * page's CSP nonce like every inline script, though browsers never run a JSON-LD block.
 */
export async function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
  );
}

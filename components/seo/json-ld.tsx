import { serializeJsonLd } from "@/lib/seo/json-ld";

/** Structured data for search engines (schema.org), escaped for a script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

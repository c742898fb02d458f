/** The JSON-LD blocks of a page's server-rendered HTML (each tag also carries the page's CSP nonce). */
export function readJsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

/**
 * Public API reads (SPEC §7: the catalogue, one product, the blog) answered from the storefront
 * cache as their JSON text: a hit reads no database, maps no row and serialises nothing, so the
 * whole catalogue costs what a static file costs. The same writes that expire the pages expire
 * these (lib/cache/storefront-cache.ts). None of these answers depends on who asks; the route's
 * `apiRoute` still marks an answer to a request with credentials `no-store`.
 */
import "server-only";
import { cachedRead, type CacheTag } from "../cache/storefront-cache";

/**
 * The success answer `{ success: true, ...fields }` of `fields(...args)`, kept under `tags` per
 * set of arguments. A failure (a 404) is thrown, not kept, and the route answers it as usual.
 */
export function cachedAnswer<Args extends unknown[]>(
  name: string,
  tags: CacheTag | ((args: NoInfer<Args>) => CacheTag[]),
  fields: (...args: Args) => Promise<Record<string, unknown>>,
): (...args: Args) => Promise<Response> {
  const text = cachedRead(`answer:${name}`, tags, async (...args: Args) =>
    JSON.stringify({ success: true, ...(await fields(...args)) }),
  );
  // What `Response.json` (ok()) would send, byte for byte.
  return async (...args) => new Response(await text(...args), { headers: { "content-type": "application/json" } });
}

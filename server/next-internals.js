// @ts-check
/**
 * The one place the server reaches into Next.js's internals (files under next/dist that are no
 * public API): package.json pins next to an exact version, and server/next-internals.test.ts fails,
 * saying what moved, when an upgrade changes them.
 */

/** Where Next.js keeps its process-wide tag manifest: the ".external" module every server bundle shares. */
export const TAGS_MANIFEST_MODULE = "next/dist/server/lib/incremental-cache/tags-manifest.external.js";

/** The tag Next.js gives every page and route under the root layout (NEXT_CACHE_IMPLICIT_TAG_ID + "/layout"). */
export const ROOT_LAYOUT_TAG = "_N_T_/layout";

/**
 * The public pages are cached (lib/cache/storefront-cache.ts), but what the build rendered was
 * rendered without the database and with the build's configuration (SITE_URL, the Grievance
 * Officer), and what an earlier run cached may be out of date: every page and cached read from
 * before this start is expired, as `revalidatePath("/", "layout")` would, so each is rendered
 * afresh on its first request. `revalidatePath` needs a request; this sets its tag directly.
 */
export async function expirePagesRenderedBeforeStart() {
  const { tagsManifest } = await import(TAGS_MANIFEST_MODULE);
  const now = Date.now();
  tagsManifest.set(ROOT_LAYOUT_TAG, { expired: now, stale: now });
}

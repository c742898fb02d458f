// @ts-check
/**
 * Sends an HTML page whose Content-Security-Policy leaves inline scripts to hashes with the
 * hashes of Next.js's own inline scripts added (lib/http/inline-scripts.js). The page is held until
 * it is complete, as the header goes first: a cached page leaves Next.js whole, in one end() call;
 * only a page's first render is streamed in parts. Installed over ./compression.js, so it reads the
 * page before it is compressed. Other answers pass through untouched.
 */
import { inlineScriptSources, takesScriptHashes, withScriptHashes } from "../lib/http/inline-scripts.js";

const POLICY = "Content-Security-Policy";

/**
 * The hash sources of the pages sent lately, by their whole text: a cached page is the same text
 * for every visitor, and finding it here (V8 buckets a string this long by its length, then
 * compares) costs a fraction of hashing its scripts again. The least recently sent go first.
 */
const recentPages = new Map();
const RECENT_PAGES = 100;

/** @param {string} page */
function sourcesOf(page) {
  let sources = recentPages.get(page);
  if (sources) recentPages.delete(page);
  else {
    sources = inlineScriptSources(page);
    if (recentPages.size >= RECENT_PAGES) recentPages.delete(recentPages.keys().next().value);
  }
  recentPages.set(page, sources);
  return sources;
}

/**
 * The policy to add the hashes to, or null when this answer needs none.
 * @param {import("node:http").ServerResponse} response
 */
function policyToComplete(response) {
  if (response.headersSent) return null;
  const type = response.getHeader("Content-Type");
  const policy = response.getHeader(POLICY);
  const isPage = typeof type === "string" && type.startsWith("text/html");
  return isPage && typeof policy === "string" && takesScriptHashes(policy) ? policy : null;
}

/**
 * @param {unknown} chunk
 * @param {unknown} encoding
 * @returns {string}
 */
const asText = (chunk, encoding) =>
  typeof chunk === "string"
    ? chunk
    : Buffer.from(/** @type {Uint8Array} */ (chunk)).toString(
        typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8",
      );

/**
 * Makes `response` add script hashes to its policy when it turns out to be such a page.
 * @param {import("node:http").ServerResponse} response
 */
export function addScriptHashes(response) {
  const { write, end, flushHeaders } = response;
  /** @type {string | null | undefined} undefined until the first part is sent */
  let policy;
  /** @type {string[]} */
  const parts = [];
  const holding = () => {
    if (policy === undefined) {
      policy = policyToComplete(response);
      if (policy === null) Object.assign(response, { write, end, flushHeaders });
    }
    return policy !== null;
  };

  /** @type {any} */ (response).flushHeaders = function () {
    if (!holding()) flushHeaders.call(response);
  };
  /** @type {any} */ (response).write = function (/** @type {unknown[]} */ ...args) {
    if (!holding()) return write.apply(response, /** @type {any} */ (args));
    parts.push(asText(args[0], args[1]));
    const callback = args.find((arg) => typeof arg === "function");
    if (callback) process.nextTick(callback);
    return true;
  };
  /** @type {any} */ (response).end = function (/** @type {unknown[]} */ ...args) {
    if (!holding()) return end.apply(response, /** @type {any} */ (args));
    Object.assign(response, { write, end, flushHeaders });
    const callback = args.find((arg) => typeof arg === "function");
    if (args[0] != null && typeof args[0] !== "function") parts.push(asText(args[0], args[1]));
    const page = parts.join("");
    response.setHeader(POLICY, withScriptHashes(/** @type {string} */ (policy), sourcesOf(page)));
    // A page sent whole already has its length; one sent in parts gets it now.
    if (!response.hasHeader("Content-Length")) response.setHeader("Content-Length", Buffer.byteLength(page));
    return end.call(response, page, /** @type {any} */ (callback));
  };
}

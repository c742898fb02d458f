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
 * The hash sources of the pages sent lately, with the bytes of each: a cached page is the same
 * bytes for every visitor, and comparing them (only with a kept page of the same length) costs
 * microseconds, where decoding the page to text to find its scripts again costs a fraction of a
 * millisecond, more for a Hindi page. The least recently sent go first.
 * @type {{ page: Buffer, sources: string[] }[]}
 */
const recentPages = [];
const RECENT_PAGES = 100;

/** @param {Buffer} page A copy the answer owns: kept as it is. */
function sourcesOf(page) {
  const index = recentPages.findIndex((kept) => kept.page.length === page.length && kept.page.equals(page));
  const recent =
    index === -1
      ? { page, sources: inlineScriptSources(page.toString("utf8")) }
      : /** @type {{ page: Buffer, sources: string[] }} */ (recentPages.splice(index, 1)[0]);
  recentPages.push(recent);
  if (recentPages.length > RECENT_PAGES) recentPages.shift();
  return recent.sources;
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
 * A part of the page as bytes of its own (Buffer.from copies): a kept page never changes under it.
 * @param {unknown} chunk
 * @param {unknown} encoding
 * @returns {Buffer}
 */
const asBytes = (chunk, encoding) =>
  typeof chunk === "string"
    ? Buffer.from(chunk, typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8")
    : Buffer.from(/** @type {Uint8Array} */ (chunk));

/**
 * Makes `response` add script hashes to its policy when it turns out to be such a page.
 * @param {import("node:http").ServerResponse} response
 */
export function addScriptHashes(response) {
  const { write, end, flushHeaders } = response;
  /** @type {string | null | undefined} undefined until the first part is sent */
  let policy;
  /** @type {Buffer[]} */
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
    parts.push(asBytes(args[0], args[1]));
    const callback = args.find((arg) => typeof arg === "function");
    if (callback) process.nextTick(callback);
    return true;
  };
  /** @type {any} */ (response).end = function (/** @type {unknown[]} */ ...args) {
    if (!holding()) return end.apply(response, /** @type {any} */ (args));
    Object.assign(response, { write, end, flushHeaders });
    const callback = args.find((arg) => typeof arg === "function");
    if (args[0] != null && typeof args[0] !== "function") parts.push(asBytes(args[0], args[1]));
    const page = parts.length === 1 ? /** @type {Buffer} */ (parts[0]) : Buffer.concat(parts);
    response.setHeader(POLICY, withScriptHashes(/** @type {string} */ (policy), sourcesOf(page)));
    // A page sent whole already has its length; one sent in parts gets it now.
    if (!response.hasHeader("Content-Length")) response.setHeader("Content-Length", page.length);
    return end.call(response, page, /** @type {any} */ (callback));
  };
}

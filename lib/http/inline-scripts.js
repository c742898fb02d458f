// @ts-check
/**
 * The Content-Security-Policy of a page that cannot carry a nonce (#29): a cached public page is
 * rendered once and served to everyone, yet Next.js streams its data into it as inline scripts.
 * The server (server/script-hashes.js) reads each such page as it is sent and allows exactly its
 * inline scripts that Next.js itself writes, by their SHA-256 hashes; any other inline script or
 * event handler, such as one injected into the page, does not run.
 *
 * Next.js's own inline scripts are recognised by their whole text, not by a prefix: a call that
 * hands one JSON value to Next.js's or Turbopack's loader queue. JSON carries no code, so a script
 * of that shape can only add page data, never run anything of its own.
 * Plain JavaScript, as server/index.js runs under Node.js without a TypeScript step.
 */
import { createHash } from "node:crypto";

/** The first script of a page: it creates the queue the page's data is pushed to. */
const FLIGHT_QUEUE = "(self.__next_f=self.__next_f||[]).push([0])";

/** Calls that pass one JSON value, as `[prefix, suffix]` around it. */
const JSON_CALLS = /** @type {const} */ ([
  // The page's data (React Server Components payload), in one or more chunks.
  ["self.__next_f.push(", ")"],
  // Turbopack's list of the page's chunks, read by its runtime.
  ['(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', ");"],
]);

/** A script element and its text; `src` scripts have none. */
const SCRIPT_ELEMENT = /<script(\s[^>]*)?>([^]*?)<\/script>/gi;
/** Data blocks (JSON-LD) are not run, so they need no hash. */
const DATA_BLOCK_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json\b/i;

/** @param {string} text */
function isJson(text) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether an inline script is one Next.js writes.
 * @param {string} text
 */
export function isNextInlineScript(text) {
  if (text === FLIGHT_QUEUE) return true;
  return JSON_CALLS.some(
    ([prefix, suffix]) =>
      text.startsWith(prefix) && text.endsWith(suffix) && isJson(text.slice(prefix.length, -suffix.length)),
  );
}

/**
 * The CSP hash sources of Next.js's inline scripts in a page; its other inline scripts get none.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptSources(html) {
  /** @type {Set<string>} */
  const sources = new Set();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    if (!text || DATA_BLOCK_TYPE.test(attributes) || !isNextInlineScript(text)) continue;
    // A browser hashes the script as parsed, and HTML parsing turns CR LF and CR into LF.
    const parsed = text.includes("\r") ? text.replace(/\r\n?/g, "\n") : text;
    sources.add(`'sha256-${createHash("sha256").update(parsed).digest("base64")}'`);
  }
  return [...sources];
}

/**
 * Whether a policy leaves inline scripts to hashes: its script-src has neither a nonce nor
 * 'unsafe-inline'.
 * @param {string} policy
 */
export function takesScriptHashes(policy) {
  const scriptSources = /(?:^|;)\s*script-src\s([^;]*)/.exec(policy)?.[1];
  return scriptSources !== undefined && !/'nonce-|'unsafe-inline'/.test(scriptSources);
}

/**
 * The policy with these hash sources added to its script-src.
 * @param {string} policy
 * @param {string[]} sources
 */
export function withScriptHashes(policy, sources) {
  if (sources.length === 0) return policy;
  return policy.replace(/((?:^|;)\s*script-src\s[^;]*)/, (directive) => `${directive.trimEnd()} ${sources.join(" ")}`);
}

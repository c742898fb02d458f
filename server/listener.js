// @ts-check
/**
 * What server/index.js does with each request before Next.js sees it: sets the fixed security
 * headers (lib/http/fixed-headers.js), refuses what the store does not serve
 * (lib/http/request-target.js), marks who the client is (lib/http/client-address.js),
 * compresses the answer (./compression.js) and completes the script policy of a page that carries
 * no nonce (./script-hashes.js). Apart from index.js so the tests can run it behind a real socket.
 */
import { identifyClient } from "../lib/http/client-address.js";
import { FIXED_SECURITY_HEADERS } from "../lib/http/fixed-headers.js";
import { refusalOf } from "../lib/http/request-target.js";
import { compressAnswer } from "./compression.js";
import { addScriptHashes } from "./script-hashes.js";

/**
 * @param {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => unknown} handle
 *   Next.js's request handler
 * @param {number} trustedHops
 * @returns {import("node:http").RequestListener}
 */
export function storeListener(handle, trustedHops) {
  return (request, response) => {
    for (const [name, value] of Object.entries(FIXED_SECURITY_HEADERS)) response.setHeader(name, value);
    const refusal = refusalOf(request.method, request.url);
    if (refusal) {
      response.writeHead(refusal.status, { ...refusal.headers, "Content-Type": "text/plain; charset=utf-8" });
      response.end(refusal.message);
      return;
    }
    identifyClient(request, trustedHops);
    compressAnswer(request, response);
    // Over the compression: the page is read as written. Only a GET answer has a page to read.
    if (request.method === "GET") addScriptHashes(response);
    void handle(request, response);
  };
}

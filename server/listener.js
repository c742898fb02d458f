// @ts-check
/**
 * What server/index.js does with each request before Next.js sees it: refuses what the store does
 * not serve (lib/http/request-target.js), and marks who the client is
 * (lib/http/client-address.js). Apart from index.js so the tests can run it behind a real socket.
 */
import { identifyClient } from "../lib/http/client-address.js";
import { refusalOf } from "../lib/http/request-target.js";

/**
 * @param {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => unknown} handle
 *   Next.js's request handler
 * @param {number} trustedHops
 * @returns {import("node:http").RequestListener}
 */
export function storeListener(handle, trustedHops) {
  return (request, response) => {
    const refusal = refusalOf(request.method, request.url);
    if (refusal) {
      response.writeHead(refusal.status, {
        ...refusal.headers,
        "Content-Type": "text/plain; charset=utf-8",
        "X-Content-Type-Options": "nosniff",
      });
      response.end(refusal.message);
      return;
    }
    identifyClient(request, trustedHops);
    void handle(request, response);
  };
}

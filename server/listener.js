// @ts-check
/**
 * What server/index.js does with each request before Next.js sees it: refuses a request target
 * that is not origin-form (lib/http/request-target.js), and marks who the client is
 * (lib/http/client-address.js). Apart from index.js so the tests can run it behind a real socket.
 */
import { identifyClient } from "../lib/http/client-address.js";
import { isOriginForm } from "../lib/http/request-target.js";

/**
 * @param {(request: import("node:http").IncomingMessage, response: import("node:http").ServerResponse) => unknown} handle
 *   Next.js's request handler
 * @param {number} trustedHops
 * @returns {import("node:http").RequestListener}
 */
export function storeListener(handle, trustedHops) {
  return (request, response) => {
    if (!isOriginForm(request.url)) {
      response.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
      response.end("Bad request: the request target must be a path, such as /shop");
      return;
    }
    identifyClient(request, trustedHops);
    void handle(request, response);
  };
}

// @ts-check
/**
 * Compresses answers (gzip, deflate or brotli, as the client accepts), which Next.js would do
 * itself (`compress`, off in next.config.ts): done here, the store's server sees a page before it
 * is compressed (./script-hashes.js). The same middleware Next.js uses, with the same care for a
 * client that leaves mid-answer.
 */
import { Duplex } from "node:stream";
import createCompression from "compression";

const compress = createCompression();
const noop = () => {};

/**
 * @param {import("node:http").IncomingMessage} request
 * @param {import("node:http").ServerResponse} response
 */
export function compressAnswer(request, response) {
  compress(/** @type {any} */ (request), /** @type {any} */ (response), noop);
  // When the client leaves before the end, the middleware never ends its zlib stream, which then
  // outlives the request; its `on('drain')` hands that stream back, so it can be destroyed.
  response.once("close", () => {
    if (response.writableFinished) return;
    const stream = response.on("drain", noop);
    response.off("drain", noop);
    if (stream !== response && stream instanceof Duplex) stream.destroy();
  });
}

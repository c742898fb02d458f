// @ts-check
/**
 * Stops the HTTP server as `next start` does (no new connections, requests in flight finish)
 * without waiting on keep-alive connections: one busy when the signal came would otherwise stay
 * open until its idle timeout (65 s, ./index.js), long past Docker's 10 s before it kills the
 * store. Each connection closes once it falls idle; whatever is still open after `graceMs`
 * (a client not reading its response) is cut.
 * @param {import("node:http").Server} server
 * @param {number} graceMs
 * @returns {Promise<void>} once the server has closed
 */
export function stopServer(server, graceMs) {
  return new Promise((resolve) => {
    const closeIdle = setInterval(() => server.closeIdleConnections(), 100);
    const cutOff = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(closeIdle);
      clearTimeout(cutOff);
      resolve();
    });
    server.closeIdleConnections();
  });
}

// @ts-check
/**
 * The store's HTTP server: Next.js's request handler behind a plain Node.js server that knows the
 * TCP connection, so the application learns its client's address from the connection (or from
 * the TRUST_PROXY_HOPS proxies in front), never from headers a client wrote, and whether it is
 * this machine (lib/http/client-address.js); a request target that is not a path gets a 400
 * (./listener.js). Every way of starting the store runs it: `npm start` and
 * `npm run dev` (scripts/serve.ts), the browser tests (playwright.config.ts) and the Docker image.
 *
 *   node server/index.js [start|dev] [--port <port>] [--hostname <address>]
 *
 * start (the default) serves the production build in .next/ (marked as in use while it runs,
 * ./running-stores.js), dev compiles on demand. The port defaults to PORT, else 3000; without
 * --hostname it listens on every interface.
 */
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { parseTrustedHops } from "../lib/http/client-address.js";
import { stopServer } from "./graceful-stop.js";
import { storeListener } from "./listener.js";
import { expirePagesRenderedBeforeStart } from "./next-internals.js";
import { markRunningStore } from "./running-stores.js";

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: "string" }, hostname: { type: "string" } },
});
const mode = positionals[0] ?? "start";
if (mode !== "start" && mode !== "dev") {
  console.error("Usage: node server/index.js [start|dev] [--port <port>] [--hostname <address>]");
  process.exit(2);
}
const dev = mode === "dev";
const port = Number(options.port ?? process.env.PORT ?? 3000);
const trustedHops = parseTrustedHops(process.env.TRUST_PROXY_HOPS);

// As `next start` and `next dev` do, before Next.js (and React) read it.
if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: dev ? "development" : "production" });
const { default: next } = await import("next");

const server = createServer();
// An idle connection is kept longer than the clients and proxies in front reuse one (a load
// balancer's 60 s): Node's 5 s default closed sockets a client was just writing to (ECONNRESET).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
const app = next({ dev, port, hostname: nextHostname(options.hostname), httpServer: server });
server.on("request", storeListener(app.getRequestHandler(), trustedHops));
// Before Next.js reads the build: from here on, no build of ours replaces it (scripts/store-build.ts).
if (!dev) markRunningStore(port);
await app.prepare();
if (!dev) await expirePagesRenderedBeforeStart();
// One line the operator can act on, not the stack of an unhandled 'error' event.
const cannotListen = (/** @type {NodeJS.ErrnoException} */ error) => {
  const reason = error.code === "EADDRINUSE" ? "it is taken" : error.message;
  console.error(`The store cannot listen on port ${port}: ${reason}. Set PORT to another port, or free this one.`);
  process.exit(1);
};
server.once("error", cannotListen);
server.listen(port, options.hostname, () => {
  server.off("error", cannotListen);
  console.log(`> Ready on http://${options.hostname ?? "localhost"}:${port} (${mode}, ${trustedHops} trusted proxies)`);
});

/** How long requests in flight may take once a stop is asked: well inside Docker's 10 s. */
const STOP_GRACE_MS = 5_000;

// Graceful stop, as `next start` does: no new connections, let requests in flight finish, then
// close Next.js. The exit status says which signal ended the server.
let stopping = false;
for (const [signal, status] of /** @type {const} */ ([
  ["SIGINT", 130],
  ["SIGTERM", 143],
])) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // In dev the live-reload socket would hold the close: nothing there is worth waiting for.
    void stopServer(server, dev ? 0 : STOP_GRACE_MS).then(() => app.close().finally(() => process.exit(status)));
  });
}

/**
 * The host name Next.js builds its own request addresses from (it listens where `server` does).
 * proxy.ts sees every loopback address as "localhost" (Next.js's NextURL normalises 127.x and
 * ::1), and Next.js serves a rewrite whose origin differs from this host name as an external one,
 * through an HTTP request to itself: at --hostname 127.0.0.1, every /shop and /blog list was
 * fetched twice (about twice the CPU per request, #17).
 * @param {string | undefined} hostname
 */
function nextHostname(hostname) {
  return !hostname || /^(?:127(?:\.\d{1,3}){3}|::1|\[::1\])$/.test(hostname) ? "localhost" : hostname;
}

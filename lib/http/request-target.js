// @ts-check
/**
 * Requests the store refuses before Next.js sees them (server/listener.js), with a clear 4xx
 * where Next.js would answer something worse (#29):
 * - a request target that is not a path: Node.js passes an absolute-form target
 *   (`GET http://evil.example/shop`) through as it came, and Next.js would redirect it to that
 *   foreign host; no page of the store has an authority-form or asterisk-form target either;
 * - a method it does not serve (TRACE echoes the request, cookies included, to a script that can
 *   send it);
 * - a path whose percent-encoding is not UTF-8, which Next.js's router fails to decode and
 *   answered with a 500.
 * Plain JavaScript, as server/index.js runs under Node.js without a TypeScript step.
 */

/** The methods the store's pages, route handlers and server actions answer. */
export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * Why the store will not serve this request, as a status, message and headers; null to serve it.
 * Node.js's HTTP parser already refuses methods it does not know (TRACK: 400) and hands CONNECT
 * to a listener the server does not have (the connection is closed).
 * @param {string | undefined} method
 * @param {string | undefined} target the request target as sent (`request.url`)
 * @returns {{ status: number, message: string, headers: Record<string, string> } | null}
 */
export function refusalOf(method, target) {
  if (target === undefined || !target.startsWith("/")) {
    return {
      status: 400,
      message: "Bad request: the request target must be a path, such as /shop",
      headers: { Connection: "close" },
    };
  }
  if (!SERVED_METHODS.includes(method ?? "")) {
    return { status: 405, message: "Method not allowed", headers: { Allow: SERVED_METHODS.join(", ") } };
  }
  const path = target.split("?", 1)[0] ?? "";
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400, message: "Bad request: the address is not valid UTF-8", headers: {} };
  }
  return null;
}

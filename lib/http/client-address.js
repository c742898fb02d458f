// @ts-check
/**
 * Who the client is. Next.js does not show route handlers the TCP connection (and fills
 * X-Forwarded-For from it only when the client sent none), so the store's own HTTP server
 * (server/index.js) decides, from the connection, and hands the answer to the application in a
 * header of its own, replacing any copy the client sent. Plain JavaScript: server/index.js runs
 * under Node.js without a TypeScript step.
 */
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/** Set by server/index.js on every request; read by the rate limits (lib/limits/). */
export const CLIENT_ADDRESS_HEADER = "x-ganitplay-client-ip";

/** Set by server/index.js, to "1", only on a request from this machine; read by the /dev pages. */
export const LOOPBACK_PEER_HEADER = "x-ganitplay-loopback-peer";

/**
 * TRUST_PROXY_HOPS: how many reverse proxies of the store's own stand between the clients and
 * this server (0, the default, when clients connect to it directly).
 * @param {string | undefined} value
 * @returns {number}
 */
export function parseTrustedHops(value) {
  if (value === undefined || value.trim() === "") return 0;
  if (!/^\d{1,2}$/.test(value.trim())) {
    throw new Error(`TRUST_PROXY_HOPS must be the number of trusted reverse proxies (0 or more), not "${value}"`);
  }
  return Number(value);
}

/**
 * The client's address: the TCP peer, or behind `trustedHops` proxies the X-Forwarded-For entry
 * that many hops from the right (each proxy appends the address it was connected from, so the
 * entries to the left of those are whatever the client wrote). X-Real-IP and other headers are
 * never read. An entry that is not an address falls back to the peer: the proxy itself.
 * @param {string | undefined} peerAddress the TCP peer (`socket.remoteAddress`)
 * @param {string | string[] | undefined} forwardedFor the X-Forwarded-For header(s), oldest first
 * @param {number} trustedHops
 * @returns {string | null}
 */
export function clientAddressOf(peerAddress, forwardedFor, trustedHops) {
  const entries = [forwardedFor ?? []]
    .flat()
    .flatMap((header) => header.split(","))
    .map((entry) => entry.trim());
  // Nearest first: the peer, then the entries from the right.
  const hops = [peerAddress, ...entries.reverse()];
  const chosen = hops[Math.min(trustedHops, hops.length - 1)];
  return normalizeAddress(chosen) ?? normalizeAddress(peerAddress);
}

/**
 * An address in one spelling: IPv4-mapped IPv6 (`::ffff:203.0.113.7`) as IPv4, IPv6 compressed
 * and in lower case; null for anything that is not an IP address.
 * @param {string | undefined} address
 * @returns {string | null}
 */
function normalizeAddress(address) {
  if (!address || !isIP(address)) return null;
  return ipaddr.process(address).toString();
}

/**
 * Whether a request came from this machine all the way: a loopback TCP peer, and (should a proxy
 * on this machine forward it, whatever TRUST_PROXY_HOPS says) every X-Forwarded-For entry
 * loopback too. A header never makes a remote peer local; it can only make a local one remote.
 * @param {string | undefined} peerAddress the TCP peer (`socket.remoteAddress`)
 * @param {string | string[] | undefined} forwardedFor the X-Forwarded-For header(s)
 * @returns {boolean}
 */
export function isLoopbackPeer(peerAddress, forwardedFor) {
  const entries = [forwardedFor ?? []].flat().flatMap((header) => header.split(","));
  return [peerAddress, ...entries].every((entry) => {
    const address = normalizeAddress(entry?.trim());
    return address !== null && ipaddr.parse(address).range() === "loopback";
  });
}

/**
 * Marks a request with its client's address and whether it came from this machine, for
 * server/index.js: any copy of these headers the client sent is deleted first, so only this
 * server's answer ever reaches the application.
 * @param {import("node:http").IncomingMessage} request
 * @param {number} trustedHops
 */
export function identifyClient(request, trustedHops) {
  delete request.headers[CLIENT_ADDRESS_HEADER];
  delete request.headers[LOOPBACK_PEER_HEADER];
  const { remoteAddress } = request.socket;
  const forwardedFor = request.headers["x-forwarded-for"];
  const address = clientAddressOf(remoteAddress, forwardedFor, trustedHops);
  if (address) request.headers[CLIENT_ADDRESS_HEADER] = address;
  if (isLoopbackPeer(remoteAddress, forwardedFor)) request.headers[LOOPBACK_PEER_HEADER] = "1";
}

/**
 * The client's address as server/index.js found it; null when the request did not come through it.
 * @param {Request} request
 * @returns {string | null}
 */
export function clientAddress(request) {
  return request.headers.get(CLIENT_ADDRESS_HEADER);
}

/**
 * Whether server/index.js found the request to come from this machine; false when the request did
 * not come through it.
 * @param {Pick<Headers, "get">} headers
 * @returns {boolean}
 */
export function fromLoopbackPeer(headers) {
  return headers.get(LOOPBACK_PEER_HEADER) === "1";
}

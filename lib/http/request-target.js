// @ts-check
/**
 * The request target the store serves: origin-form only (`/shop?page=2`, RFC 9112 §3.2.1).
 * Node.js passes an absolute-form target (`GET http://evil.example/shop`) through as it came, and
 * Next.js would answer it with a redirect to that foreign host; server/index.js refuses it, and
 * the authority-form and asterisk-form targets no page of the store has, with a 400.
 * @param {string | undefined} target `request.url` as Node.js received it
 * @returns {boolean}
 */
export function isOriginForm(target) {
  return target !== undefined && target.startsWith("/");
}

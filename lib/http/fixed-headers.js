// @ts-check
/**
 * The security headers every answer carries, whatever makes it: server/listener.js sets them on
 * each response before Next.js runs, so build assets, the image optimizer, Next.js's own
 * redirects (a trailing slash) and refusals have them too; proxy.ts adds the rest per request
 * (lib/http/security-headers.ts). Plain JavaScript, as server/index.js runs under Node.js
 * without a TypeScript step.
 */
export const FIXED_SECURITY_HEADERS = Object.freeze({
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // For browsers that predate frame-ancestors.
  "X-Frame-Options": "SAMEORIGIN",
  // Nothing on the store uses these (the AR/VR page is a drawing, not the camera).
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
});

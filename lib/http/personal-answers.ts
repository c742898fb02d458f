/** Account, cart and order calls: their answers are always one shopper's own (SPEC §7). */
const PERSONAL_PATHS = /^\/api\/(user|cart|order)(\/|$)/;

/**
 * Whether an API answer belongs to one caller, so that no browser or shared cache may keep it:
 * the request carries credentials (the `token` header, a bearer token, a cookie session), or it
 * is an account, cart or order call.
 */
export function isPersonalRequest(request: Request): boolean {
  const { headers } = request;
  return (
    headers.has("token") ||
    headers.has("authorization") ||
    headers.has("cookie") ||
    PERSONAL_PATHS.test(new URL(request.url).pathname)
  );
}

/**
 * The id that ties a request's log lines together. A proxy's or client's X-Request-Id is kept
 * when it is a short plain token, so one id can follow a request across services; anything else
 * (long, or with characters that could forge log fields or headers) is replaced by a new UUID.
 */
import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "x-request-id";

const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

export function requestIdFor(request: Request): string {
  const incoming = request.headers.get(REQUEST_ID_HEADER)?.trim();
  return incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

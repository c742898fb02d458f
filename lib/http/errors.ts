/**
 * Errors the domain raises on purpose. Each carries the HTTP status, a message that is safe to
 * show a shopper and any headers the answer needs; route handlers turn them into
 * `{ success: false, message }` responses.
 */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Fields the answer carries beside its message, for a screen to act on (an order it names). */
    readonly fields: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const badRequest = (message: string) => new DomainError(400, message);
export const unauthorized = (message = "Please login to continue") => new DomainError(401, message);
export const forbidden = (message = "You are not allowed to do this") => new DomainError(403, message);
export const notFound = (message: string) => new DomainError(404, message);
export const conflict = (message: string) => new DomainError(409, message);
/** Well-formed, but at odds with an earlier request (an idempotency key reused for another body). */
export const unprocessable = (message: string) => new DomainError(422, message);
/** Refused for now: the client may try again after `retryAfterSeconds` (lib/limits/). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new DomainError(429, message, { "Retry-After": String(retryAfterSeconds) });
/** A service the store depends on (the payment provider) failed. */
export const badGateway = (message: string) => new DomainError(502, message);

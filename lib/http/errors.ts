/**
 * Errors the domain raises on purpose. Each carries the HTTP status and a message that is safe
 * to show a shopper; route handlers turn them into `{ success: false, message }` responses.
 */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 502 | 503,
    message: string,
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
export const tooManyRequests = (message: string) => new DomainError(429, message);
/** A service the store depends on (the payment provider) failed. */
export const badGateway = (message: string) => new DomainError(502, message);

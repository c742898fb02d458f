/**
 * How a call to the /api failed (SPEC §7, §8), apart from the client that makes the call
 * (api.ts, which parses answers with zod): screens that only read an error stay free of zod.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** The answer's other fields, unchecked (an order a refusal names: lib/orders/repeat-orders.ts). */
    readonly fields: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const NETWORK_ERROR_MESSAGE = "Network error. Please try again.";
export const SESSION_EXPIRED_MESSAGE = "Session expired. Please login again.";

/** A rejected session (SPEC §8): a 401, or a 403 whose message speaks of the token. */
export function isSessionRejection(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 401) return true;
  return error.status === 403 && /token|expired|invalid|unauthorized/i.test(error.message);
}

/** The message to show for a failed call: the server's when it gave one, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message && error.message !== NETWORK_ERROR_MESSAGE) return error.message;
  return fallback;
}

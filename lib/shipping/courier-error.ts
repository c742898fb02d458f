/**
 * A courier call that did not do what was asked. `retryable` errors (an outage, a timeout, a rate
 * limit, a 5xx) are worth trying again later as they are; the others need something changed first
 * (the provider refused the request) and carry the provider's reason for the operator.
 */
export class CourierError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** The HTTP status, 0 when no answer came. */
    readonly httpStatus = 0,
  ) {
    super(message);
    this.name = "CourierError";
  }
}

export const isRetryableCourierError = (error: unknown): boolean => error instanceof CourierError && error.retryable;

/**
 * A courier call that did not do what was asked. `retryable` errors (an outage, a timeout, a rate
 * limit, a 5xx) are worth trying again later as they are: 503 to a caller; the others need
 * something changed first (the provider refused the request): 409, with the provider's reason for
 * the operator. Either way a clear answer, never a 500.
 */
import { DomainError } from "../http/errors";

export class CourierError extends DomainError {
  constructor(
    message: string,
    readonly retryable: boolean,
    /** The provider's HTTP status, 0 when no answer came. */
    readonly httpStatus = 0,
  ) {
    super(retryable ? 503 : 409, message);
    this.name = "CourierError";
  }
}

export const isRetryableCourierError = (error: unknown): boolean => error instanceof CourierError && error.retryable;

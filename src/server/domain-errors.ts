/**
 * The refusals services and guards decide, named for what they mean, not for HTTP. Each carries
 * the user-facing text (from shared/messages.ts) the caller is shown; the error handler
 * (plugins/errors.ts) is the one place that turns a kind into a status, so the domain layer never
 * knows a status code.
 */

import { apiMessages } from '../shared/api-messages';

export type DomainErrorKind =
  | 'invalid-input'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported-format'
  | 'too-many-requests'
  | 'payment-provider-unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  /** `message` is shown to the user as is; a `cause` is for the log only. */
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** What was sent breaks a rule the request's shape cannot express (an empty cart, a page past the end). */
export class InvalidInput extends DomainError {
  readonly kind = 'invalid-input';
}

/** Nobody (valid) is logged in, or the credentials are wrong. */
export class Unauthorized extends DomainError {
  readonly kind = 'unauthorized';
}

/** The caller is known but may not do this. */
export class Forbidden extends DomainError {
  readonly kind = 'forbidden';
}

/** The thing named does not exist, or the caller may not know it does. */
export class NotFound extends DomainError {
  readonly kind = 'not-found';
}

/** The request clashes with the current state (a duplicate, a changed cart, an order already paid). */
export class Conflict extends DomainError {
  readonly kind = 'conflict';
}

/** A file or field is larger than its limit. */
export class TooLarge extends DomainError {
  readonly kind = 'too-large';
}

/** The content comes in a format this operation does not take. */
export class UnsupportedFormat extends DomainError {
  readonly kind = 'unsupported-format';
}

/** Too many attempts in a short time; trying later may succeed. */
export class TooManyRequests extends DomainError {
  readonly kind = 'too-many-requests';
}

/**
 * The payment provider could not be reached or answered nonsense (502). By default the text says
 * nothing was charged (checkout); a payment report passes its own (money may be on its way).
 */
export class PaymentProviderUnavailable extends DomainError {
  readonly kind = 'payment-provider-unavailable';

  constructor(options?: ErrorOptions & { message?: string }) {
    super(options?.message ?? apiMessages.paymentProviderUnavailable, options);
  }
}

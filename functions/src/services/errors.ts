import type { FieldErrors } from '@bookstore/domain';

/**
 * What the store refuses, said in its own terms. Services and the auth middleware throw these;
 * only http/error-handler.ts knows which status code each becomes. Messages are shown to the
 * caller, so they never carry internals.
 */
export abstract class DomainError extends Error {
  abstract readonly kind:
    'invalid' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'too-many-attempts' | 'busy';

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The request breaks a rule of the store; `errors` names the fields, as the forms show them. */
export class InvalidInputError extends DomainError {
  readonly kind = 'invalid';
  constructor(
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

/** No one, or no one we can vouch for, is signed in: wrong credentials, a bad or expired token. */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
  constructor(message = 'Please sign in.') {
    super(message);
  }
}

/** Signed in, but this caller may not do this. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
  constructor(message = 'You are not allowed to do this.') {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
  constructor(message = 'Not found.') {
    super(message);
  }
}

/** The request is well formed but the stored state does not allow it (stock, lifecycle, a reused key). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** Too many attempts in a window; the caller may try again after `retryAfterSeconds`. */
export class TooManyAttemptsError extends DomainError {
  readonly kind = 'too-many-attempts';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/**
 * The store could not finish in time and did nothing: the caller may send the same request again
 * after `retryAfterSeconds` (with the same Idempotency-Key, it reaches whatever was done).
 */
export class BusyError extends DomainError {
  readonly kind = 'busy';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The storefront's data could not be read (Firestore unreachable or failing): a passing failure. */
export class StorefrontUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The store could not read its catalog.', { cause });
    this.name = 'StorefrontUnavailableError';
  }
}

/**
 * Every failure a client can see, in one place. Services throw these; one error handler shapes the body
 * (`{detail}`), so routes never build error responses themselves.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra body fields next to `detail` (e.g. `locked_until`). */
    readonly extra?: Record<string, unknown>,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = new.target.name
  }
}

export class BadRequestError extends AppError {
  constructor(detail: string) {
    super(400, 'BAD_REQUEST', detail)
  }
}

export class UnauthorizedError extends AppError {
  constructor(detail = 'Not authenticated') {
    super(401, 'UNAUTHORIZED', detail)
  }
}

export class ForbiddenError extends AppError {
  constructor(detail: string) {
    super(403, 'FORBIDDEN', detail)
  }
}

export class NotFoundError extends AppError {
  constructor(what: string) {
    super(404, 'NOT_FOUND', `${what} not found`)
  }
}

export class ConflictError extends AppError {
  constructor(detail: string) {
    super(409, 'CONFLICT', detail)
  }
}

export class LockedError extends AppError {
  constructor(lockedUntil: string) {
    super(423, 'LOCKED', `Account locked until ${lockedUntil}`, { locked_until: lockedUntil })
  }
}

/** A 422 raised by a service for one field, in the same shape as schema validation errors. */
export class FieldValidationError extends AppError {
  constructor(
    readonly loc: (string | number)[],
    readonly msg: string,
    readonly type = 'value_error',
  ) {
    super(422, 'VALIDATION', msg)
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(detail: string) {
    super(503, 'UNAVAILABLE', detail)
  }
}

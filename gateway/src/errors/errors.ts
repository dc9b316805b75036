import { GraphQLError } from 'graphql';
import { catalogueEntry, type ErrorCode, VALIDATION_ERRORS } from './catalogue.ts';

const INPUT_INVALID =
  VALIDATION_ERRORS.find((entry) => entry.name === 'INPUT_INVALID') ?? VALIDATION_ERRORS[0];

/** Base of every typed error a mutation can return as a union member. */
export class GatewayError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** The values a message of the code catalogue names (BELOW_MINIMUM_DEPOSIT, IMAGE_TOO_LARGE). */
export type InputLimits = {
  currency?: string | null;
  minimum?: string | null;
  /** LOAN_AMOUNT_OUT_OF_RANGE: the most the user may still borrow. */
  maximum?: string | null;
  maxBytes?: number | null;
};

/** Bad input; `field` names the input that was wrong when the code says which. */
export class InputError extends GatewayError {
  readonly field: string | null;
  readonly limits: InputLimits;
  constructor(code: ErrorCode, message: string, field: string | null = null, limits: InputLimits = {}) {
    super(code, message);
    this.field = field;
    this.limits = limits;
  }
}

export class CredentialsError extends GatewayError {}

export class ConflictError extends GatewayError {
  readonly field: string | null;
  constructor(code: ErrorCode, message: string, field: string | null = null) {
    super(code, message);
    this.field = field;
  }
}

export class VerificationCodeError extends GatewayError {}

/**
 * Whether a failed call reached the upstream: NOT_SENT is safe to retry; OUTCOME_UNKNOWN may have
 * been executed, so a retry must reuse the idempotency key (or the client looks the order up).
 */
export type Delivery = 'NOT_SENT' | 'OUTCOME_UNKNOWN';

export type ServiceErrorDetails = {
  delivery?: Delivery | null;
  retryAfterSeconds?: number | null;
  upstreamStatus?: number | null;
};

/** Any other catalogue code, or the gateway's own (UNKNOWN, TIMEOUT, UPSTREAM_UNAVAILABLE, …). */
export class ServiceError extends GatewayError {
  readonly delivery: Delivery | null;
  readonly retryAfterSeconds: number | null;
  readonly upstreamStatus: number | null;
  constructor(code: ErrorCode, message: string, details: ServiceErrorDetails = {}) {
    super(code, message);
    this.delivery = details.delivery ?? null;
    this.retryAfterSeconds = details.retryAfterSeconds ?? null;
    this.upstreamStatus = details.upstreamStatus ?? null;
  }
}

/**
 * The typed error for an upstream answer carrying a non-200 catalogue code. Its `result` may name
 * the limit the input missed (BELOW_MINIMUM_PURCHASE: the period's minimum).
 */
export function errorForUpstreamCode(code: number, msg: string, result: unknown = null): GatewayError {
  const entry = catalogueEntry(code);
  if (!entry) return new ServiceError('UNKNOWN', msg || `upstream code ${code}`);
  const message = msg || entry.text;
  const field = 'field' in entry ? entry.field : null;
  switch (entry.kind) {
    case 'InputError':
      return new InputError(entry.name, message, field, limitsOf(result as ValidationResult));
    case 'ConflictError':
      return new ConflictError(entry.name, message, field);
    case 'CredentialsError':
      return new CredentialsError(entry.name, message);
    case 'VerificationCodeError':
      return new VerificationCodeError(entry.name, message);
    case 'ServiceError':
      return new ServiceError(entry.name, message);
  }
}

/** The 401 path: a top-level GraphQL error that every client handles in one place. */
export function unauthenticated(message = 'Sign in again: the session is missing or expired.'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 200 } } });
}

/**
 * Queries have no union to carry typed errors, so a GatewayError becomes a GraphQL error whose
 * `extensions.code` is the ErrorCode value (e.g. UPSTREAM_UNAVAILABLE).
 */
export function asGraphQLError(error: GatewayError): GraphQLError {
  return new GraphQLError(error.message, { extensions: errorExtensions(error) });
}

/** `extensions` of a top-level error: the code, plus what a client needs to retry correctly. */
export function errorExtensions(error: GatewayError): Record<string, unknown> {
  const extensions: Record<string, unknown> = { code: error.code };
  if (error instanceof InputError && error.field) extensions.field = error.field;
  if (error instanceof ServiceError) {
    if (error.delivery) extensions.delivery = error.delivery;
    if (error.retryAfterSeconds !== null) extensions.retryAfterSeconds = error.retryAfterSeconds;
    if (error.upstreamStatus !== null) extensions.upstreamStatus = error.upstreamStatus;
  }
  return extensions;
}

type ValidationResult = {
  reason?: unknown;
  field?: unknown;
  currency?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  maxBytes?: unknown;
} | null;

/** An upstream code-400 answer `{ reason, field, … }`: a validation message without a catalogue code. */
export function validationError(result: ValidationResult, msg: string): GatewayError {
  // A 400 without a reason we know is still the request's fault (a framework-level refusal of a
  // bad URL or an oversized value), so it is typed as bad input rather than UNKNOWN.
  const known = VALIDATION_ERRORS.find((entry) => entry.name === result?.reason) ?? INPUT_INVALID;
  const field = typeof result?.field === 'string' ? result.field : null;
  return new InputError(known.name, msg || known.text, field, limitsOf(result));
}

/** The limits an upstream refusal names in its `result`, each when it is there and well typed. */
function limitsOf(result: ValidationResult): InputLimits {
  const found = typeof result === 'object' ? result : null;
  return {
    currency: typeof found?.currency === 'string' ? found.currency : null,
    minimum: typeof found?.minimum === 'string' ? found.minimum : null,
    maximum: typeof found?.maximum === 'string' ? found.maximum : null,
    maxBytes: typeof found?.maxBytes === 'number' ? found.maxBytes : null,
  };
}

/** The upstream's IMAGE_TOO_LARGE, raised by the gateway itself when an image streams past the limit. */
export function proofTooLarge(maxBytes: number, field = 'proof'): InputError {
  const mb = (maxBytes / (1024 * 1024)).toFixed(maxBytes % (1024 * 1024) === 0 ? 0 : 1);
  return new InputError('IMAGE_TOO_LARGE', `the image must not exceed ${mb} MB`, field, { maxBytes });
}

/** The request body ended inside a file part (the client went away or sent a truncated body). */
export function fileCutOff(field = 'proof'): InputError {
  return new InputError('INPUT_INVALID', 'the file ended before its end was sent', field);
}

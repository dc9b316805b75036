import { GraphQLError } from 'graphql';
import { catalogueEntry, type ErrorCode, type ErrorKind, VALIDATION_ERRORS } from './catalogue.ts';

/** Base of every typed error a mutation can return as a union member. */
export class GatewayError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** Bad input; `field` names the input that was wrong when the code says which. */
export class InputError extends GatewayError {
  readonly field: string | null;
  constructor(code: ErrorCode, message: string, field: string | null = null) {
    super(code, message);
    this.field = field;
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

/** Any other catalogue code, or the gateway's own UNKNOWN / TIMEOUT / UPSTREAM_UNAVAILABLE. */
export class ServiceError extends GatewayError {}

export const ERROR_CLASSES = {
  InputError,
  CredentialsError,
  ConflictError,
  VerificationCodeError,
  ServiceError,
} as const satisfies Record<ErrorKind, typeof GatewayError>;

/** The typed error for an upstream answer carrying a non-200 catalogue code. */
export function errorForUpstreamCode(code: number, msg: string): GatewayError {
  const entry = catalogueEntry(code);
  if (!entry) return new ServiceError('UNKNOWN', msg || `upstream code ${code}`);
  const message = msg || entry.text;
  const field = 'field' in entry ? entry.field : null;
  switch (entry.kind) {
    case 'InputError':
      return new InputError(entry.name, message, field);
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
  return new GraphQLError(error.message, { extensions: { code: error.code } });
}

/** An upstream code-400 answer `{ reason, field }`: a spec §5 validation message without a §8 number. */
export function validationError(
  result: { reason?: unknown; field?: unknown } | null,
  msg: string,
): GatewayError {
  const known = VALIDATION_ERRORS.find((entry) => entry.name === result?.reason);
  if (!known) return new ServiceError('UNKNOWN', msg || 'the upstream rejected the input');
  const field = typeof result?.field === 'string' ? result.field : null;
  return new InputError(known.name, msg || known.text, field);
}

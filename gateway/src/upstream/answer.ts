import { Envelope as EnvelopeSchema } from '@swx/contract';
import type { Pool } from 'undici';
import { errors as undiciErrors } from 'undici';
import * as v from 'valibot';
import {
  errorForUpstreamCode,
  type GatewayError,
  InputError,
  ServiceError,
  validationError,
} from '../errors/errors.ts';
import { CIRCUIT_OPEN_CODE, UNREACHABLE_CODES } from './circuit.ts';

// How an upstream answer becomes a result or a typed failure: the envelope, the contract's shape,
// the HTTP statuses outside the envelope and the transport's own failures.

type Response = Awaited<ReturnType<Pool['request']>>;

type Envelope = v.InferOutput<typeof EnvelopeSchema>;

/** Code 400 carries a validation message that the error catalogue gives no number. */
type ValidationResult = { reason?: unknown; field?: unknown } | null;

export type UpstreamAnswer<T> = { result: T; notice: number | undefined };

/** Thrown for a 401 (HTTP status or envelope code); the schema turns it into UNAUTHENTICATED. */
export class UpstreamUnauthorized extends Error {}

/** Raised for any non-success answer; carries the typed error the schema returns or throws. */
export class UpstreamFailure extends Error {
  readonly error: GatewayError;
  constructor(error: GatewayError) {
    super(error.message);
    this.error = error;
  }
}

/**
 * Reads a call's answer: a 401 ends the session, any envelope code but 200 throws its typed failure,
 * and a success result is parsed with the contract's schema, so an answer of another shape is a
 * typed UPSTREAM_MALFORMED, never a value cast into a type it does not have.
 */
export async function readAnswer<S extends v.GenericSchema>(
  schema: S,
  path: string,
  response: Response,
): Promise<UpstreamAnswer<v.InferOutput<S>>> {
  await refuseUnauthorized(response);
  const envelope = await readEnvelope(response);
  const parsed = v.safeParse(schema, envelope.result);
  if (!parsed.success) throw new UpstreamFailure(malformed(path, parsed.issues));
  return { result: parsed.output, notice: envelope.notice };
}

/** An HTTP 401 ends the call (its body is dropped); the schema turns it into UNAUTHENTICATED. */
export async function refuseUnauthorized(response: Response): Promise<void> {
  if (response.statusCode !== 401) return;
  await response.body.dump().catch(() => undefined);
  throw new UpstreamUnauthorized('upstream answered HTTP 401');
}

/** Reads the `{ code, msg, result }` envelope and throws the typed failure of any code but 200. */
export async function readEnvelope(response: Response): Promise<Envelope> {
  let envelope: Envelope;
  try {
    envelope = parseEnvelope(await response.body.text());
  } catch (cause) {
    // An answer that is not our envelope: name its HTTP status, so an operator sees what came back.
    if (cause instanceof NotAnEnvelope) throw new UpstreamFailure(unexpectedStatus(response.statusCode));
    throw new UpstreamFailure(transportError(cause, true));
  }
  if (envelope.code === 401) throw new UpstreamUnauthorized(envelope.msg ?? 'unauthorized');
  if (envelope.code === 400) {
    throw new UpstreamFailure(validationError(envelope.result as ValidationResult, envelope.msg ?? ''));
  }
  if (envelope.code === 429) {
    const retryAfterSeconds = retryAfter(envelope.result, response.headers['retry-after']);
    throw new UpstreamFailure(
      new ServiceError('RATE_LIMITED', envelope.msg || 'Too many attempts.', { retryAfterSeconds }),
    );
  }
  if (envelope.code !== 200) {
    throw new UpstreamFailure(errorForUpstreamCode(envelope.code, envelope.msg ?? '', envelope.result));
  }
  return envelope;
}

class NotAnEnvelope extends Error {}

function parseEnvelope(text: string): Envelope {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new NotAnEnvelope('not JSON');
  }
  const envelope = v.safeParse(EnvelopeSchema, parsed);
  if (!envelope.success) throw new NotAnEnvelope('no envelope code');
  return envelope.output;
}

function malformed(path: string, issues: readonly v.BaseIssue<unknown>[]): GatewayError {
  const first = issues[0];
  const where = first ? `${v.getDotPath(first) ?? 'result'}: ${first.message}` : 'result';
  return new ServiceError(
    'UPSTREAM_MALFORMED',
    `The upstream answered ${path} in a shape outside the contract (${where}).`,
    {
      delivery: 'OUTCOME_UNKNOWN',
    },
  );
}

function unexpectedStatus(status: number): GatewayError {
  if (status >= 200 && status < 300)
    return new ServiceError('UNKNOWN', 'The upstream sent an unreadable answer.', {
      delivery: 'OUTCOME_UNKNOWN',
      upstreamStatus: status,
    });
  if (status === 429)
    return new ServiceError('RATE_LIMITED', 'Too many attempts.', { upstreamStatus: status });
  // 400, 413, 414, 431: the upstream's HTTP layer refused what the caller sent (too long, malformed).
  if (status === 400 || status === 413 || status === 414 || status === 431)
    return new InputError('INPUT_INVALID', `The upstream refused the request (HTTP ${status}).`);
  return new ServiceError(
    'UPSTREAM_HTTP_ERROR',
    `The upstream answered HTTP ${status} without an envelope.`,
    {
      upstreamStatus: status,
    },
  );
}

function retryAfter(result: unknown, header: string | string[] | undefined): number {
  const fromResult = (result as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  if (typeof fromResult === 'number' && Number.isFinite(fromResult))
    return Math.max(1, Math.ceil(fromResult));
  const seconds = Number(Array.isArray(header) ? header[0] : header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 1;
}

/** Failures before anything reached the upstream: the outages, and an open circuit. */
const NOT_SENT_CODES: ReadonlySet<string> = new Set([...UNREACHABLE_CODES, CIRCUIT_OPEN_CODE]);

/**
 * Sorts a failed call by what the caller may do next: bad input (a header value this process
 * cannot send), not sent (retry freely), or outcome unknown (the upstream may have acted).
 */
export function transportError(cause: unknown, afterHeaders = false): GatewayError {
  const code = (cause as { code?: unknown } | null)?.code;
  if (code === 'UND_ERR_INVALID_ARG' || cause instanceof undiciErrors.InvalidArgumentError)
    return new InputError('INPUT_INVALID', 'A value cannot be sent upstream (characters not allowed).');
  if (
    cause instanceof undiciErrors.HeadersTimeoutError ||
    cause instanceof undiciErrors.BodyTimeoutError ||
    (cause instanceof DOMException && cause.name === 'TimeoutError')
  ) {
    return new ServiceError('TIMEOUT', 'The upstream did not answer in time.', {
      delivery: 'OUTCOME_UNKNOWN',
    });
  }
  if (!afterHeaders && typeof code === 'string' && NOT_SENT_CODES.has(code))
    return new ServiceError('UPSTREAM_UNAVAILABLE', 'The upstream cannot be reached.', {
      delivery: 'NOT_SENT',
    });
  return new ServiceError('OUTCOME_UNKNOWN', 'The answer of the upstream was lost.', {
    delivery: 'OUTCOME_UNKNOWN',
  });
}

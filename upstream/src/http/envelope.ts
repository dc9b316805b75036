import type { FastifyReply, FastifyRequest } from 'fastify';
import { Code, type ErrorCode, type NoticeCode } from './codes.ts';
import { type Language, languageFromHeader, messageFor } from './messages.ts';

export type Envelope<T> = { code: number; msg: string; result: T | null; notice?: NoticeCode };

/** A business rule refused the call: answered as HTTP 200 (or `httpStatus`) with the catalogue code. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly httpStatus: number;
  /** Carried in `result` (the code-400 validation envelope `{ reason, field }`); null otherwise. */
  readonly result: unknown;
  /** A `msg` of its own (a spec message with values, e.g. the minimum deposit); the code's text otherwise. */
  readonly text: ((language: Language) => string) | undefined;

  constructor(
    code: ErrorCode,
    httpStatus = 200,
    result: unknown = null,
    text?: (language: Language) => string,
  ) {
    super(`api error ${code}`);
    this.code = code;
    this.httpStatus = httpStatus;
    this.result = result;
    this.text = text;
  }
}

/** A validation message without a catalogue code: envelope code 400 with `{ reason, field }` (HTTP 200). */
export function validationError(reason: string, field: string): ApiError {
  return new ApiError(Code.badRequest, 200, { reason, field });
}

/** Bad input the catalogue gives no number (too long, control characters, out of range): code 400, HTTP 200. */
export function inputInvalid(field: string): ApiError {
  return validationError('INPUT_INVALID', field);
}

/**
 * Too many attempts: HTTP 429 with `Retry-After` and the same delay in `result`, so a client that
 * only reads the envelope (the gateway) and one that only reads headers both know when to retry.
 */
export class Throttled extends ApiError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterMs: number) {
    const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super(Code.tooManyRequests, 429, { retryAfterSeconds });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function requestLanguage(request: FastifyRequest) {
  return languageFromHeader(request.headers['accept-language']);
}

export function success<T>(request: FastifyRequest, result: T, notice?: NoticeCode): Envelope<T> {
  const language = requestLanguage(request);
  const envelope: Envelope<T> = { code: Code.ok, msg: messageFor(notice ?? Code.ok, language), result };
  if (notice !== undefined) envelope.notice = notice;
  return envelope;
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  httpStatus: number,
  result: unknown = null,
  text?: (language: Language) => string,
) {
  const language = requestLanguage(request);
  const body: Envelope<unknown> = { code, msg: text ? text(language) : messageFor(code, language), result };
  return reply.code(httpStatus).send(body);
}

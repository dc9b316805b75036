import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Envelope as EnvelopeSchema } from '@swx/contract';
import { Pool, errors as undiciErrors } from 'undici';
import * as v from 'valibot';
import {
  errorForUpstreamCode,
  GatewayError,
  InputError,
  ServiceError,
  validationError,
} from '../errors/errors.ts';
import {
  CIRCUIT_OPEN_CODE,
  type CircuitOptions,
  type CircuitState,
  UNREACHABLE_CODES,
  UpstreamCircuit,
} from './circuit.ts';

/** Headers forwarded from the caller to the upstream (ARCHITECTURE.md "Gateway rules"). */
export type CallerHeaders = {
  authorization: string | null;
  /** `NO` when the client's virtual status is 1, otherwise `YES`. */
  virtually: 'YES' | 'NO';
  acceptLanguage: string | null;
  /** The end user's address, sent as X-Forwarded-For so the upstream can throttle per address. */
  clientAddress?: string | null;
  /** A visitor's customer-service key (X-Chat-Visitor, issue #9); sent with the chat calls only. */
  chatVisitor?: string | null;
  /**
   * Fires when the client went away before its answer was sent: the reads made for it are cancelled
   * (writes run to their end, so a retry with the same key finds them done). Never a header.
   */
  gone?: AbortSignal;
};

/** A GET that failed this way never reached the upstream, or reached it on a dead keep-alive connection: one more try. */
const RETRYABLE_GET_CODES: ReadonlySet<string> = new Set([
  ...UNREACHABLE_CODES,
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
]);
/** Reads are retried once, after this long (an upstream restarting, a connection the upstream just closed). */
const GET_RETRY_DELAY_MS = 150;

type Envelope = v.InferOutput<typeof EnvelopeSchema>;

/** Code 400 carries a spec §5 validation message that the §8 catalogue gives no number. */
type ValidationResult = { reason?: unknown; field?: unknown } | null;

export type UpstreamAnswer<T> = { result: T; notice: number | undefined };

type Query = Record<string, string | number | readonly (string | number)[] | undefined>;

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

export type UpstreamClientOptions = {
  baseUrl: string;
  timeoutMs: number;
  connectTimeoutMs: number;
  /** The circuit breaker's reset time and threshold (tests shorten them). */
  circuit?: CircuitOptions;
};

/** One keep-alive pool to the upstream; every domain module calls through `call`. */
export class UpstreamClient {
  readonly #pool: Pool;
  /** Long-lived event streams, one connection each, outside the calls' pool. */
  readonly #streams: Pool;
  readonly #timeoutMs: number;
  readonly #circuit: UpstreamCircuit;
  readonly baseUrl: string;

  constructor(options: UpstreamClientOptions) {
    this.baseUrl = options.baseUrl;
    this.#timeoutMs = options.timeoutMs;
    this.#circuit = new UpstreamCircuit(options.circuit);
    this.#pool = new Pool(new URL(options.baseUrl).origin, {
      connections: 64,
      pipelining: 1,
      keepAliveTimeout: 10_000,
      connect: { timeout: options.connectTimeoutMs },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
    this.#streams = new Pool(new URL(options.baseUrl).origin, {
      pipelining: 1,
      connect: { timeout: options.connectTimeoutMs },
    });
  }

  /**
   * Calls `/swx/customer{path}`, unwraps the `{ code, msg, result }` envelope and parses a success
   * result with the contract's schema: an answer of another shape is a typed UPSTREAM_MALFORMED,
   * never a value cast into a type it does not have.
   */
  async call<S extends v.GenericSchema>(
    schema: S,
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    caller: CallerHeaders,
    options: { query?: Query; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<UpstreamAnswer<v.InferOutput<S>>> {
    const headers = forwardedHeaders(caller, {
      accept: 'application/json',
      ...chatHeaders(path, caller),
      ...options.headers,
    });
    let payload: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.body);
    }
    let response: Awaited<ReturnType<Pool['request']>>;
    for (let attempt = 1; ; attempt += 1) {
      try {
        response = await this.#circuit.run(() =>
          this.#pool.request({
            method,
            path: `/swx/customer${path}${queryString(options.query)}`,
            headers,
            body: payload,
            signal: callSignal(method, caller, this.#timeoutMs),
          }),
        );
        break;
      } catch (cause) {
        // Only reads are retried: a POST the upstream may have acted on is the caller's to repeat
        // (with its idempotency key), never the gateway's.
        if (method === 'GET' && attempt === 1 && retryableRead(cause)) {
          await new Promise((resolve) => setTimeout(resolve, GET_RETRY_DELAY_MS));
          continue;
        }
        throw new UpstreamFailure(transportError(cause));
      }
    }
    if (response.statusCode === 401) {
      await response.body.dump().catch(() => undefined);
      throw new UpstreamUnauthorized('upstream answered HTTP 401');
    }
    const envelope = await readEnvelope(response);
    const parsed = v.safeParse(schema, envelope.result);
    if (!parsed.success) throw new UpstreamFailure(malformed(path, parsed.issues));
    return { result: parsed.output, notice: envelope.notice };
  }

  /**
   * Opens a `text/event-stream` GET of `/swx/customer{path}` on its own connection (a held stream
   * must not take one of the pool's connections from the calls) and returns its body. A refusal
   * (401, 429, any envelope code) throws as `call` would; the body fails with a TIMEOUT when the
   * stream stays silent for `silenceMs` (the upstream sends a heartbeat well within it).
   */
  async eventStream(
    path: string,
    caller: CallerHeaders,
    signal: AbortSignal,
    silenceMs: number,
  ): Promise<AsyncIterable<Uint8Array>> {
    let response: Awaited<ReturnType<Pool['request']>>;
    try {
      response = await this.#streams.request({
        method: 'GET',
        path: `/swx/customer${path}`,
        headers: forwardedHeaders(caller, { accept: 'text/event-stream', ...chatHeaders(path, caller) }),
        signal,
        headersTimeout: this.#timeoutMs,
        bodyTimeout: silenceMs,
      });
    } catch (cause) {
      throw new UpstreamFailure(transportError(cause));
    }
    const type = response.headers['content-type'];
    if (response.statusCode === 200 && typeof type === 'string' && type.startsWith('text/event-stream'))
      return response.body;
    if (response.statusCode === 401) {
      await response.body.dump().catch(() => undefined);
      throw new UpstreamUnauthorized('upstream answered HTTP 401');
    }
    await readEnvelope(response);
    // A success envelope where a stream belongs is an answer outside the contract.
    throw new UpstreamFailure(
      new ServiceError('UPSTREAM_MALFORMED', `The upstream answered ${path} without an event stream.`, {
        delivery: 'OUTCOME_UNKNOWN',
      }),
    );
  }

  /**
   * POSTs `multipart/form-data` to `/swx/customer{path}`: the text fields, then one file part whose
   * bytes are streamed from `file.bytes` as they arrive (never gathered here). An error thrown by
   * that stream (a size limit) aborts the upload and is rethrown as it is when it is typed.
   */
  async callMultipart<S extends v.GenericSchema>(
    schema: S,
    path: string,
    caller: CallerHeaders,
    form: { fields: Record<string, string>; files: readonly MultipartFile[] },
    headers: Record<string, string> = {},
  ): Promise<UpstreamAnswer<v.InferOutput<S>>> {
    const boundary = `----swx-gateway-${randomUUID()}`;
    let response: Awaited<ReturnType<Pool['request']>>;
    try {
      response = await this.#circuit.run(() =>
        this.#pool.request({
          method: 'POST',
          path: `/swx/customer${path}`,
          headers: forwardedHeaders(caller, {
            accept: 'application/json',
            'content-type': `multipart/form-data; boundary=${boundary}`,
            ...chatHeaders(path, caller),
            ...headers,
          }),
          body: Readable.from(multipartBody(boundary, form.fields, form.files), { objectMode: false }),
          signal: AbortSignal.timeout(this.#timeoutMs),
        }),
      );
    } catch (cause) {
      if (cause instanceof GatewayError) throw new UpstreamFailure(cause);
      throw new UpstreamFailure(transportError(cause));
    }
    if (response.statusCode === 401) {
      await response.body.dump().catch(() => undefined);
      throw new UpstreamUnauthorized('upstream answered HTTP 401');
    }
    const envelope = await readEnvelope(response);
    const parsed = v.safeParse(schema, envelope.result);
    if (!parsed.success) throw new UpstreamFailure(malformed(path, parsed.issues));
    return { result: parsed.output, notice: envelope.notice };
  }

  /** A GET of `/swx/customer{path}` whose answer is not an envelope (an image), for the caller to relay. */
  raw(method: 'GET', path: string, caller: CallerHeaders) {
    return this.#circuit.run(() =>
      this.#pool.request({
        method,
        path: `/swx/customer${path}`,
        headers: forwardedHeaders(caller, { accept: '*/*', ...chatHeaders(path, caller) }),
        signal: AbortSignal.timeout(this.#timeoutMs),
      }),
    );
  }

  /**
   * Whether the upstream answers at all (readiness): a small public GET through the circuit, so a
   * probe in the half-open state closes it again. Any HTTP answer counts; 2 s at most.
   */
  async probe(): Promise<boolean> {
    try {
      const response = await this.#circuit.run(() =>
        this.#pool.request({
          method: 'GET',
          path: '/swx/customer/index/getParamByKey/withdraw_account',
          signal: AbortSignal.timeout(2_000),
        }),
      );
      await response.body.dump().catch(() => undefined);
      return true;
    } catch {
      return false;
    }
  }

  /** closed, open (calls fail at once with UPSTREAM_UNAVAILABLE) or half-open (one probe goes through). */
  get circuitState(): CircuitState {
    return this.#circuit.state;
  }

  /** Raw passthrough (used for static files such as logos). */
  stream(path: string) {
    return this.#pool.request({ method: 'GET', path, signal: AbortSignal.timeout(this.#timeoutMs) });
  }

  async close(): Promise<void> {
    this.#circuit.close();
    await Promise.all([this.#pool.close(), this.#streams.destroy()]);
  }
}

/** A file part: its bytes as they stream in (a deposit's proof) or already read (identity images). */
export type MultipartFile = { name: string; bytes: AsyncIterable<Uint8Array> | Uint8Array };

/**
 * The body of a multipart/form-data request: text fields first (the upstream validates them before
 * it reads the files), then the file parts in order. A part is named after its field: the upstream
 * recognises images by their bytes, and a client's file name has no business in a header line.
 */
async function* multipartBody(
  boundary: string,
  fields: Record<string, string>,
  files: readonly MultipartFile[],
): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  for (const [name, value] of Object.entries(fields)) {
    yield encoder.encode(
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
  }
  for (const file of files) {
    yield encoder.encode(
      `--${boundary}\r\ncontent-disposition: form-data; name="${file.name}"; filename="${file.name}"\r\n` +
        'content-type: application/octet-stream\r\n\r\n',
    );
    if (file.bytes instanceof Uint8Array) yield file.bytes;
    else yield* file.bytes;
    yield encoder.encode('\r\n');
  }
  yield encoder.encode(`--${boundary}--\r\n`);
}

/** The visitor's chat key goes to the chat calls only (it is a credential for nothing else). */
export function chatHeaders(path: string, caller: CallerHeaders): Record<string, string> {
  return path.startsWith('/chat/') && caller.chatVisitor ? { 'x-chat-visitor': caller.chatVisitor } : {};
}

function forwardedHeaders(caller: CallerHeaders, base: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { virtually: caller.virtually, ...base };
  if (caller.authorization) headers.authorization = caller.authorization;
  if (caller.acceptLanguage) headers['accept-language'] = caller.acceptLanguage;
  if (caller.clientAddress) headers['x-forwarded-for'] = caller.clientAddress;
  return headers;
}

/** Reads the `{ code, msg, result }` envelope and throws the typed failure of any code but 200. */
async function readEnvelope(response: Awaited<ReturnType<Pool['request']>>): Promise<Envelope> {
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
    throw new UpstreamFailure(errorForUpstreamCode(envelope.code, envelope.msg ?? ''));
  }
  return envelope;
}

/** GET arrays use repeated keys (spec §7): `?codes=A&codes=B`. */
export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
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

/** The call's timeout (spec §7), and for a read, its caller going away. */
function callSignal(method: string, caller: CallerHeaders, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return method === 'GET' && caller.gone ? AbortSignal.any([timeout, caller.gone]) : timeout;
}

function retryableRead(cause: unknown): boolean {
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_GET_CODES.has(code);
}

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

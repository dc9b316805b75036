import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Pool } from 'undici';
import type * as v from 'valibot';
import { GatewayError, ServiceError } from '../errors/errors.ts';
import {
  readAnswer,
  readEnvelope,
  refuseUnauthorized,
  transportError,
  type UpstreamAnswer,
  UpstreamFailure,
} from './answer.ts';
import { type CircuitOptions, type CircuitState, UpstreamCircuit } from './circuit.ts';
import {
  type CallerHeaders,
  callSignal,
  chatHeaders,
  forwardedHeaders,
  GET_RETRY_DELAY_MS,
  type MultipartFile,
  multipartBody,
  type Query,
  queryString,
  retryableRead,
} from './request.ts';

// The client is the upstream's one door: the endpoint modules import what they need from here.
export { type UpstreamAnswer, UpstreamFailure, UpstreamUnauthorized } from './answer.ts';
export type { CallerHeaders, MultipartFile } from './request.ts';

type Response = Awaited<ReturnType<Pool['request']>>;

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
   * result with the contract's schema.
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
    const response = await this.#send(method, () =>
      this.#pool.request({
        method,
        path: `/swx/customer${path}${queryString(options.query)}`,
        headers,
        body: payload,
        signal: callSignal(method, caller, this.#timeoutMs),
      }),
    );
    return readAnswer(schema, path, response);
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
    let response: Response;
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
    await refuseUnauthorized(response);
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
    const response = await this.#send('POST', () =>
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
    return readAnswer(schema, path, response);
  }

  /**
   * Sends one request through the circuit. Only reads are retried (once, after a short pause): a
   * POST the upstream may have acted on is the caller's to repeat (with its idempotency key), never
   * the gateway's. A typed error thrown while sending (a multipart file over its size limit) stays
   * as it is; any other failure is sorted by what the caller may do next.
   */
  async #send(method: string, request: () => Promise<Response>): Promise<Response> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.#circuit.run(request);
      } catch (cause) {
        if (method === 'GET' && attempt === 1 && retryableRead(cause)) {
          await new Promise((resolve) => setTimeout(resolve, GET_RETRY_DELAY_MS));
          continue;
        }
        if (cause instanceof GatewayError) throw new UpstreamFailure(cause);
        throw new UpstreamFailure(transportError(cause));
      }
    }
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

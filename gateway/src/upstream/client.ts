import { Pool, errors as undiciErrors } from 'undici';
import { errorForUpstreamCode, type GatewayError, ServiceError, validationError } from '../errors/errors.ts';

/** Headers forwarded from the caller to the upstream (ARCHITECTURE.md "Gateway rules"). */
export type CallerHeaders = {
  authorization: string | null;
  /** `NO` when the client's virtual status is 1, otherwise `YES`. */
  virtually: 'YES' | 'NO';
  acceptLanguage: string | null;
};

type Envelope<T> = { code: number; msg?: string; result: T; notice?: number };

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

export type UpstreamClientOptions = { baseUrl: string; timeoutMs: number; connectTimeoutMs: number };

/** One keep-alive pool to the upstream; every domain module calls through `call`. */
export class UpstreamClient {
  readonly #pool: Pool;
  readonly #timeoutMs: number;
  readonly baseUrl: string;

  constructor(options: UpstreamClientOptions) {
    this.baseUrl = options.baseUrl;
    this.#timeoutMs = options.timeoutMs;
    this.#pool = new Pool(new URL(options.baseUrl).origin, {
      connections: 64,
      pipelining: 1,
      keepAliveTimeout: 10_000,
      connect: { timeout: options.connectTimeoutMs },
      headersTimeout: options.timeoutMs,
      bodyTimeout: options.timeoutMs,
    });
  }

  /** Calls `/swx/customer{path}` and unwraps the `{ code, msg, result }` envelope. */
  async call<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    caller: CallerHeaders,
    options: { query?: Query; body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<UpstreamAnswer<T>> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      virtually: caller.virtually,
      ...options.headers,
    };
    if (caller.authorization) headers.authorization = caller.authorization;
    if (caller.acceptLanguage) headers['accept-language'] = caller.acceptLanguage;
    let payload: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(options.body);
    }
    let response: Awaited<ReturnType<Pool['request']>>;
    try {
      response = await this.#pool.request({
        method,
        path: `/swx/customer${path}${queryString(options.query)}`,
        headers,
        body: payload,
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (cause) {
      throw new UpstreamFailure(transportError(cause));
    }
    let envelope: Envelope<T>;
    try {
      if (response.statusCode === 401) {
        await response.body.dump();
        throw new UpstreamUnauthorized('upstream answered HTTP 401');
      }
      envelope = (await response.body.json()) as Envelope<T>;
    } catch (cause) {
      if (cause instanceof UpstreamUnauthorized) throw cause;
      throw new UpstreamFailure(transportError(cause));
    }
    if (envelope.code === 401) throw new UpstreamUnauthorized(envelope.msg ?? 'unauthorized');
    if (envelope.code === 400) {
      throw new UpstreamFailure(validationError(envelope.result as ValidationResult, envelope.msg ?? ''));
    }
    if (envelope.code !== 200) {
      throw new UpstreamFailure(errorForUpstreamCode(envelope.code, envelope.msg ?? ''));
    }
    return { result: envelope.result, notice: envelope.notice };
  }

  /** Raw passthrough (used for static files such as logos). */
  stream(path: string) {
    return this.#pool.request({ method: 'GET', path, signal: AbortSignal.timeout(this.#timeoutMs) });
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
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

function transportError(cause: unknown): GatewayError {
  if (
    cause instanceof undiciErrors.HeadersTimeoutError ||
    cause instanceof undiciErrors.BodyTimeoutError ||
    (cause instanceof DOMException && cause.name === 'TimeoutError')
  ) {
    return new ServiceError('TIMEOUT', 'The upstream did not answer in time.');
  }
  if (cause instanceof SyntaxError)
    return new ServiceError('UNKNOWN', 'The upstream sent an unreadable answer.');
  return new ServiceError('UPSTREAM_UNAVAILABLE', 'The upstream cannot be reached.');
}

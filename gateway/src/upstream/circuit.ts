import CircuitBreaker from 'opossum';

/** Transport failures that mean the upstream is down (nothing was delivered), as undici and Node name them. */
export const UNREACHABLE_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_DESTROYED',
  'UND_ERR_CLOSED',
]);

/** What opossum's rejection carries while the circuit is open. */
export const CIRCUIT_OPEN_CODE = 'EOPENBREAKER';

export type CircuitOptions = {
  /** How long the circuit stays open before one probe call may go through (half-open). Default 5 s. */
  resetMs?: number;
  /** Outages within the rolling window before it opens. Default 5. */
  volumeThreshold?: number;
};

export type CircuitState = 'closed' | 'open' | 'half-open';

/** An outage: the upstream could not be reached, or did not answer within the call's timeout. */
function isOutage(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code === 'UND_ERR_HEADERS_TIMEOUT'))
    return true;
  return error instanceof DOMException && error.name === 'TimeoutError';
}

/**
 * The circuit breaker around the upstream calls (opossum, the kept Node implementation): after a
 * run of outages it opens, and every call fails at once with UPSTREAM_UNAVAILABLE (never sent, safe
 * to retry) instead of each waiting for a connect timeout; after `resetMs` one call probes
 * (half-open) and its success closes the circuit. Only outages count: an answer of any status, a
 * refusal in the envelope, a request the client cancelled, are the upstream working.
 */
export class UpstreamCircuit {
  readonly #breaker: CircuitBreaker<[() => Promise<unknown>], unknown>;

  constructor(options: CircuitOptions = {}) {
    this.#breaker = new CircuitBreaker((attempt: () => Promise<unknown>) => attempt(), {
      // The calls carry their own timeouts (90 s by default); the breaker adds none.
      timeout: false,
      resetTimeout: options.resetMs ?? 5_000,
      volumeThreshold: options.volumeThreshold ?? 5,
      errorThresholdPercentage: 50,
      rollingCountTimeout: 10_000,
      rollingCountBuckets: 10,
      errorFilter: (error: unknown) => !isOutage(error),
    });
  }

  /** Runs one upstream request through the circuit; rejects with code EOPENBREAKER while it is open. */
  run<T>(attempt: () => Promise<T>): Promise<T> {
    return this.#breaker.fire(attempt) as Promise<T>;
  }

  get state(): CircuitState {
    if (this.#breaker.opened) return 'open';
    return this.#breaker.halfOpen ? 'half-open' : 'closed';
  }

  close(): void {
    this.#breaker.shutdown();
  }
}

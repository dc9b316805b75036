import type { CallerHeaders, UpstreamClient } from './client.ts';
import { getParamOrNull } from './contents.ts';

/** Parameters are public configuration: read as nobody, in no particular language. */
const ANONYMOUS: CallerHeaders = { authorization: null, virtually: 'NO', acceptLanguage: null };

export type ParametersOptions = {
  /** How long a value read from the upstream is served before it is read again. */
  ttlMs?: number;
};

type Cached = { value: string | null; readAt: number };

/**
 * The operator's parameters (GET /index/getParamByKey/{key}), read once and kept briefly: a key
 * read on every view costs the upstream one call per `ttlMs` per process, not one per view. A
 * key the operator has not set (10018) is kept as null too. Concurrent readers of one key share a
 * call; a failed read is not kept, so the next reader tries again.
 */
export class PublicParameters {
  readonly #upstream: UpstreamClient;
  readonly #ttlMs: number;
  readonly #values = new Map<string, Cached>();
  readonly #loads = new Map<string, Promise<string | null>>();

  constructor(upstream: UpstreamClient, options: ParametersOptions = {}) {
    this.#upstream = upstream;
    this.#ttlMs = options.ttlMs ?? 30_000;
  }

  get(key: string): Promise<string | null> {
    const cached = this.#values.get(key);
    if (cached && Date.now() - cached.readAt < this.#ttlMs) return Promise.resolve(cached.value);
    let pending = this.#loads.get(key);
    if (!pending) {
      pending = getParamOrNull(this.#upstream, ANONYMOUS, key)
        .then((value) => {
          this.#values.set(key, { value, readAt: Date.now() });
          return value;
        })
        .finally(() => this.#loads.delete(key));
      this.#loads.set(key, pending);
    }
    return pending;
  }
}

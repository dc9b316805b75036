import { createHash } from 'node:crypto';
import { type Cache, createInMemoryCache, useResponseCache } from '@graphql-yoga/plugin-response-cache';
import type { ExecutionResult } from 'graphql';
import type { Maybe, Plugin } from 'graphql-yoga';
import { schema } from '../schema/index.ts';

/** What the cache key is built from: the operation as Yoga runs it, and the headers its answer follows. */
export type CacheKeyParts = {
  /** The operation text (a doc_id's persisted text, once the persisted-operations plugin has run). */
  documentString: string;
  variableValues: unknown;
  operationName: unknown;
  acceptLanguage: string | null;
  virtually: string | null;
};

/** A cached answer as Yoga sends it on a hit: its body (as text and bytes) and the plugin's two headers. */
export type CachedReply = { text: string; body: Buffer; etag: string; lastModified: string };

/**
 * Identical public queries (markets, the home list, content) share one execution for a second:
 * Yoga's kept response cache, with one store that the gateway's HTTP listener also reads to answer
 * hits before Yoga (http/answer-cache-hits-first.ts). Only requests without a token are cached, so
 * no user's data can reach another; the key includes the language and account-mode headers the
 * answer may depend on.
 */
export class PublicResponseCache {
  readonly #cache = createInMemoryCache();
  /** Each stored result's reply, serialised once when it is stored. */
  readonly #replies = new WeakMap<object, CachedReply>();
  readonly #ttlMs: number;

  /** `ttlMs`: how long a public answer may be served (tests that need time lengthen it). */
  constructor({ ttlMs = 1_000 }: { ttlMs?: number } = {}) {
    this.#ttlMs = ttlMs;
  }

  /** The cache key (and ETag): SHA-256 hex, like the plugin's own `hashSHA256`, computed synchronously. */
  static key({ documentString, variableValues, operationName, acceptLanguage, virtually }: CacheKeyParts) {
    return sha256(
      JSON.stringify([
        documentString,
        variableValues ?? null,
        operationName ?? null,
        acceptLanguage,
        virtually,
      ]),
    );
  }

  /** The stored reply for `key`, if the plugin holds one that has not expired. */
  reply(key: string): CachedReply | null {
    const result = this.#cache.get(key);
    if (result === null || result === undefined || result instanceof Promise) return null;
    return this.#replies.get(result) ?? null;
  }

  /** Yoga's response-cache plugin over this store. */
  plugin(): Plugin {
    return useResponseCache({
      // graphql-ws runs operations with no Fetch request (its credentials are connection params):
      // those pass the cache by, as a query over the socket must not end in a TypeError.
      enabled: (request: Request | undefined) =>
        request !== undefined && !request.headers.get('authorization'),
      session: () => null,
      cache: this.#serializedOnce(),
      // Public, slow-moving data only; any other root field in a query keeps the whole reply uncached.
      ttl: 0,
      ttlPerSchemaCoordinate: publicCacheTtls(this.#ttlMs),
      includeExtensionMetadata: false,
      buildResponseCacheKey: ({ documentString, variableValues, operationName, request }) =>
        PublicResponseCache.key({
          documentString,
          variableValues,
          operationName,
          acceptLanguage: request.headers.get('accept-language'),
          virtually: request.headers.get('virtually'),
        }),
    });
  }

  /**
   * The in-memory store, keeping each cached reply's JSON text as well: Yoga serialises a result
   * with its own `stringify` when it has one, so a hit costs no JSON.stringify of the sparklines,
   * only the copy to the socket.
   */
  #serializedOnce(): Cache {
    const cache = this.#cache;
    const replies = this.#replies;
    const withText = (result: Maybe<ExecutionResult>) => {
      const text = result ? replies.get(result)?.text : undefined;
      return result && text !== undefined ? { ...result, stringify: () => text } : result;
    };
    return {
      ...cache,
      set(id, result, entities, ttl) {
        const reply = replyOf(result);
        if (reply) replies.set(result, reply);
        return cache.set(id, result, entities, ttl);
      },
      get(id) {
        // The in-memory cache answers synchronously: a hit need not wait for a promise.
        const found = cache.get(id);
        return found instanceof Promise ? found.then(withText) : withText(found);
      },
    };
  }
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The reply Yoga sends for a cached result: the plugin hands its ETag and Last-Modified over in
 * `extensions.http`, which Yoga turns into headers and leaves out of the body.
 */
function replyOf(result: ExecutionResult): CachedReply | null {
  const { http, ...extensions } = (result.extensions ?? {}) as {
    http?: { headers?: Record<string, unknown> };
  };
  const etag = http?.headers?.ETag;
  const lastModified = http?.headers?.['Last-Modified'];
  if (typeof etag !== 'string' || typeof lastModified !== 'string') return null;
  const text = JSON.stringify({
    ...result,
    extensions: Object.keys(extensions).length > 0 ? extensions : undefined,
  });
  return { text, body: Buffer.from(text), etag, lastModified };
}

/** Root fields whose answer is the same for every anonymous caller, and may be a second old. */
const PUBLIC_QUERY_FIELDS = new Set([
  'markets',
  'market',
  'marketList',
  'klines',
  'homeFigures',
  'contents',
  'content',
  'notices',
  'optionPeriods',
  'smartProducts',
  'nfts',
  'nft',
  'nftDonations',
  'chatAvailability',
]);

function publicCacheTtls(ttlMs: number): Record<string, number> {
  const fields = Object.keys(schema.getQueryType()?.getFields() ?? {});
  return Object.fromEntries(
    fields.map((field) => [`Query.${field}`, PUBLIC_QUERY_FIELDS.has(field) ? ttlMs : 0]),
  );
}

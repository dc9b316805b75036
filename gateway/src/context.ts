import type { IncomingMessage } from 'node:http';
import type { MarketInfo, SocialProviders } from '@swx/contract';
import proxyaddr from 'proxy-addr';
import { ServiceError } from './errors/errors.ts';
import type { ProofUrls } from './http/proof-urls.ts';
import { createLoaders, type Loaders } from './loaders.ts';
import type { LimitedAction, RateLimits } from './plugins/rate-limits.ts';
import type { AccountEventStreams } from './upstream/account-events.ts';
import type { CallerHeaders, UpstreamClient } from './upstream/client.ts';
import type { MarketSnapshot } from './upstream/market-snapshot.ts';
import type { PublicParameters } from './upstream/parameters.ts';
import type { PriceFeed } from './upstream/price-feed.ts';

/** What every resolver gets: the caller's forwarded headers and the process-wide upstream clients. */
export type GatewayContext = {
  caller: CallerHeaders;
  upstream: UpstreamClient;
  feed: PriceFeed;
  /** Public market data from the gateway's live snapshot (shared by every request). */
  markets: MarketSnapshot;
  /** The upstream's account event streams, shared per session token (subscriptions). */
  accountEvents: AccountEventStreams;
  /** Per-request DataLoaders: one upstream call per user or article, however many fields ask. */
  loaders: Loaders;
  /** A market's info from the live snapshot; the upstream only when it is missing or old. */
  marketInfo(code: string): Promise<MarketInfo | null>;
  /** The operator's public parameters, read once and kept briefly (shared by every request). */
  parameters: PublicParameters;
  /** Signs the short-lived links of proof images (schema: Recharge.proofUrl). */
  proofUrls: ProofUrls;
  /** The largest proof image the gateway streams upstream (the upstream's PROOF_MAX_BYTES). */
  proofMaxBytes: number;
  /** The sign-in providers whose flow the web app may start (GOOGLE_CLIENT_ID, FACEBOOK_CLIENT_ID). */
  socialProviders: SocialProviders;
  /** Spends this caller's budget for `action` or throws RATE_LIMITED (and the reply gets Retry-After). */
  limit(action: LimitedAction): Promise<void>;
};

export type Services = {
  upstream: UpstreamClient;
  feed: PriceFeed;
  markets: MarketSnapshot;
  parameters: PublicParameters;
  accountEvents: AccountEventStreams;
  rateLimits: RateLimits;
  proofUrls: ProofUrls;
  proofMaxBytes: number;
  /** Default: none. */
  socialProviders?: SocialProviders;
};

/** Filled by `limit` when it refuses, read when the HTTP reply is written (Retry-After). */
export type ReplyHints = { retryAfterSeconds: number | null };

/** proxy-addr's trust function: which hop may tell us the address before it. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * The end user's address: the socket's peer, or what trusted proxies say in X-Forwarded-For
 * (proxy-addr walks the chain from the nearest hop and stops at the first untrusted one).
 */
export function clientAddressOf(req: IncomingMessage | undefined, trust: TrustProxy): string | null {
  if (!req?.socket) return null;
  try {
    return proxyaddr(req, trust);
  } catch {
    return req.socket.remoteAddress ?? null;
  }
}

type HeaderSource = { get(name: string): string | null } | Record<string, unknown> | undefined;

function header(source: HeaderSource, name: string): string | null {
  if (!source) return null;
  if (typeof (source as { get?: unknown }).get === 'function') {
    return (source as { get(name: string): string | null }).get(name);
  }
  // graphql-ws connection params mirror the headers, and header names ignore case: the web app
  // sends `Authorization` and `Accept-Language` there as it does over HTTP.
  const wanted = name.toLowerCase();
  const record = source as Record<string, unknown>;
  const key = Object.keys(record).find((candidate) => candidate.toLowerCase() === wanted);
  const value = key === undefined ? undefined : record[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Reads the forwarded headers from HTTP headers or from graphql-ws connection params. */
export function callerFrom(source: HeaderSource, clientAddress: string | null = null): CallerHeaders {
  const virtually = header(source, 'virtually');
  return {
    clientAddress,
    authorization: header(source, 'authorization'),
    // No header means the spec's default virtual status 1, which the client sends as NO.
    virtually: virtually?.toUpperCase() === 'YES' ? 'YES' : 'NO',
    acceptLanguage: header(source, 'accept-language') ?? header(source, 'acceptLanguage'),
    chatVisitor: header(source, 'x-chat-visitor') ?? header(source, 'chatVisitor'),
  };
}

export function createContext(
  services: Services,
  caller: CallerHeaders,
  hints: ReplyHints = { retryAfterSeconds: null },
): GatewayContext {
  return {
    caller,
    upstream: services.upstream,
    feed: services.feed,
    markets: services.markets,
    parameters: services.parameters,
    accountEvents: services.accountEvents,
    proofUrls: services.proofUrls,
    proofMaxBytes: services.proofMaxBytes,
    socialProviders: services.socialProviders ?? {},
    loaders: createLoaders(services.upstream, caller),
    async limit(action) {
      try {
        await services.rateLimits.consume(action, caller);
      } catch (error) {
        if (error instanceof ServiceError) hints.retryAfterSeconds = error.retryAfterSeconds;
        throw error;
      }
    },
    marketInfo: (code) => services.markets.info(code),
  };
}

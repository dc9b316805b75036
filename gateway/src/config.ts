// All gateway configuration comes from here; nothing else reads process.env.
import { type SocialProviders, socialProvidersFromEnv } from '@swx/contract';
import type { ShutdownOptions } from './http/lifecycle.ts';

export type GatewayConfig = {
  port: number;
  host: string;
  /** Base URL of the upstream API host; `/swx/customer` is appended by the client. */
  upstreamUrl: string | undefined;
  /** The upstream price websocket; derived from upstreamUrl when unset. */
  upstreamWsUrl: string | undefined;
  /** Per-call upstream timeout (90 s by default, the product's call timeout). */
  upstreamTimeoutMs: number;
  /** Connect timeout: a dead upstream must fail fast, not after 90 s. */
  upstreamConnectTimeoutMs: number;
  /** Built web app to serve, or null for an API-only gateway. */
  webDist: string | null;
  /**
   * How long a page's first paint waits for its data before the bare frame is served instead
   * (http/data-pages.ts; 2 s when unset). The browser tests, on a busy shared machine, wait longer.
   */
  dataPageTimeoutMs?: number;
  /**
   * Which proxies in front of the gateway to believe about the client's address (X-Forwarded-For):
   * proxy-addr's syntax, e.g. `loopback`, `10.0.0.0/8`, comma-separated; empty trusts none.
   */
  trustProxy: string;
  /** Origins other sites may call the API from with credentials; empty = same origin only. */
  corsOrigins: string[];
  /** Largest GraphQL request body (HTTP) or websocket message accepted. */
  maxRequestBodyBytes: number;
  /** NODE_ENV=production (`npm start`): persisted operations only, no introspection or GraphiQL. */
  production: boolean;
  /** GRAPHQL_ARBITRARY_OPERATIONS=1: client teams may send query text too (limits still apply). */
  allowArbitraryOperations: boolean;
  /** relay-compiler's id → text map of the web app's operations. */
  persistedOperationsFile: string;
  /** PROOF_MAX_BYTES, as the upstream reads it: the largest deposit proof streamed upstream. */
  proofMaxBytes: number;
  /** PROOF_URL_SECRET (64 hex digits): the key of proof image links, shared by every gateway process. */
  proofUrlSecret: Buffer | null;
  /**
   * REDIS_URL: where several gateway processes share their rate-limit counters; unset = each
   * process counts alone (one process, or tests).
   */
  redisUrl: string | null;
  /** GOOGLE_CLIENT_ID, FACEBOOK_CLIENT_ID (and endpoints): the sign-in buttons the web app shows. */
  socialProviders: SocialProviders;
  /**
   * SIGTERM: SHUTDOWN_DELAY_MS of failing readiness before connections are refused (give the load
   * balancer its polling interval), then SHUTDOWN_DRAIN_MS at most for requests in flight.
   */
  shutdown: ShutdownOptions;
};

/** The upstream's default proof limit (spec: 2 MB). */
export const DEFAULT_PROOF_MAX_BYTES = 2 * 1024 * 1024;

/** Far below Yoga's 25 MB upload default: this API's largest request is a few kilobytes. */
export const DEFAULT_MAX_REQUEST_BODY_BYTES = 128 * 1024;

export const DEFAULT_PERSISTED_OPERATIONS_FILE = new URL(
  '../../web/persisted-operations.json',
  import.meta.url,
).pathname;

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

export function configFromEnv(): GatewayConfig {
  return {
    port: intFromEnv('PORT', 8080),
    host: process.env.HOST ?? '0.0.0.0',
    upstreamUrl: process.env.UPSTREAM_URL || undefined,
    upstreamWsUrl: process.env.UPSTREAM_WS_URL || undefined,
    upstreamTimeoutMs: intFromEnv('UPSTREAM_TIMEOUT_MS', 90_000),
    upstreamConnectTimeoutMs: intFromEnv('UPSTREAM_CONNECT_TIMEOUT_MS', 3_000),
    webDist: process.env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname,
    trustProxy: process.env.TRUST_PROXY ?? '',
    corsOrigins: listFromEnv('CORS_ORIGINS'),
    maxRequestBodyBytes: intFromEnv('MAX_REQUEST_BODY_BYTES', DEFAULT_MAX_REQUEST_BODY_BYTES),
    production: process.env.NODE_ENV === 'production',
    allowArbitraryOperations: process.env.GRAPHQL_ARBITRARY_OPERATIONS === '1',
    persistedOperationsFile: process.env.PERSISTED_OPERATIONS_FILE ?? DEFAULT_PERSISTED_OPERATIONS_FILE,
    proofMaxBytes: intFromEnv('PROOF_MAX_BYTES', DEFAULT_PROOF_MAX_BYTES),
    proofUrlSecret: secretFromEnv('PROOF_URL_SECRET'),
    redisUrl: process.env.REDIS_URL || null,
    socialProviders: socialProvidersFromEnv(process.env),
    shutdown: {
      readinessDelayMs: intFromEnv('SHUTDOWN_DELAY_MS', 0),
      drainMs: intFromEnv('SHUTDOWN_DRAIN_MS', 10_000),
    },
  };
}

function secretFromEnv(name: string): Buffer | null {
  const raw = process.env[name];
  if (!raw) return null;
  if (!/^[0-9a-f]{64}$/i.test(raw)) throw new Error(`${name} must be 64 hex digits (32 bytes)`);
  return Buffer.from(raw, 'hex');
}

function listFromEnv(name: string): string[] {
  return (process.env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** ws(s)://host/swx/customer/ws/market for an upstream at http(s)://host. */
export function defaultWsUrl(upstreamUrl: string): string {
  const url = new URL('/swx/customer/ws/market', upstreamUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

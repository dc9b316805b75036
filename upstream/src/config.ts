import { fileURLToPath } from 'node:url';
import { socialProvidersFromEnv } from '@swx/contract';
import { parseOptionPeriods } from './trading/option-periods.ts';

/** Defaults of the reference upstream, in one place. */
export const defaults = {
  host: '127.0.0.1',
  port: 0,
  standalonePort: 8081,
  /** `<repo>/data/upstream`: git-ignored, survives restarts. */
  dataDir: fileURLToPath(new URL('../../data/upstream', import.meta.url)),
  seed: 1,
  tickIntervalMs: 1000,
  /** `<repo>/data/proofs`: deposit proof images, outside any web root (git-ignored with data/). */
  proofDir: fileURLToPath(new URL('../../data/proofs', import.meta.url)),
  /** 2 MB (one of the product's messages says 50 MB: PROOF_MAX_BYTES=52428800 reads it that way). */
  proofMaxBytes: 2 * 1024 * 1024,
} as const;

/** A whole number of bytes or seconds from the environment; undefined when unset. */
function positiveInteger(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n <= 0)
    throw new Error(`${name} must be a positive whole number, got ${value}`);
  return n;
}

/**
 * Proxies whose `X-Forwarded-For` names the client (Fastify's `trustProxy`): `true` (any), or
 * proxy-addr names and CIDRs (`loopback`, `10.0.0.0/8`, …). The client address feeds the
 * credential throttle, so trusting a proxy that is not there would let clients pick their address.
 */
export type TrustProxy = boolean | string[];

/** `TRUST_PROXY`: `true`, `false`, or a comma-separated list; unset = the default for the host. */
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  if (text === 'true') return true;
  if (text === 'false') return false;
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

/**
 * Listening on loopback, only processes on this machine can connect: in `npm start` that is the
 * gateway, which forwards the browser's address in X-Forwarded-For. Elsewhere nothing is trusted
 * unless TRUST_PROXY says so.
 */
export function defaultTrustProxy(host: string): TrustProxy {
  const loopback = host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
  return loopback ? ['loopback'] : false;
}

/** Options of `npm start -w upstream`, from the environment. */
export function optionsFromEnv(env: NodeJS.ProcessEnv) {
  const port = env.PORT ? Number(env.PORT) : defaults.standalonePort;
  const seed = env.SIM_SEED ? Number(env.SIM_SEED) : defaults.seed;
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  if (!Number.isInteger(seed)) throw new Error(`SIM_SEED must be an integer, got ${env.SIM_SEED}`);
  return {
    port,
    host: env.HOST || defaults.host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.UPSTREAM_DATA_DIR || defaults.dataDir,
    seed,
    codeOutboxFile: env.CODE_OUTBOX_FILE || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    // JSON like the options_periods parameter; written to it at start.
    optionPeriods: env.OPTIONS_PERIODS ? parseOptionPeriods(JSON.parse(env.OPTIONS_PERIODS)) : undefined,
    // The operator API's credential; unset = no operator API.
    operatorToken: env.OPERATOR_TOKEN || undefined,
    // Seconds after which the upstream approves deposits and pays withdrawals itself; unset = off.
    autoReviewSeconds: positiveInteger('DEMO_AUTO_REVIEW', env.DEMO_AUTO_REVIEW),
    proofDir: env.UPSTREAM_PROOF_DIR || defaults.proofDir,
    proofMaxBytes: positiveInteger('PROOF_MAX_BYTES', env.PROOF_MAX_BYTES),
    // GOOGLE_CLIENT_ID / FACEBOOK_CLIENT_ID (and their endpoints): the providers whose ID tokens sign in.
    socialProviders: socialProvidersFromEnv(env),
  };
}

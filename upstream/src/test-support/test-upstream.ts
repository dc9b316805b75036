import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryCodeSender } from '../accounts/code-sender.ts';
import { createSession } from '../accounts/sessions.ts';
import { insertUser } from '../accounts/users.ts';
import { ManualClock } from '../clock.ts';
import { openPgDb } from '../db/pg-db.ts';
import { type RunningUpstream, startUpstream, type UpstreamOptions } from '../start-upstream.ts';
import { throwawayDatabase } from './pglite-template.ts';
import { testReceiveAddresses } from './receive-addresses.ts';

/** The operator credential of test upstreams (X-Operator-Token on /swx/ops/*). */
export const testOperatorToken = 'test-operator-token';

/** A Wednesday, 10:00 in New York (EST): every market type is in session. */
export const wednesdayMorningNewYork = Date.UTC(2026, 0, 7, 15, 0, 0);

export type EnvelopeBody = { code: number; msg: string; result: unknown; notice?: number };
export type Answer = { status: number; body: EnvelopeBody };
/** An answer with its headers (Retry-After, Connection). */
export type FullAnswer = Answer & { headers: Headers };

export type TestUpstream = {
  upstream: RunningUpstream;
  clock: ManualClock;
  codes: MemoryCodeSender;
  get(path: string, headers?: Record<string, string>): Promise<Answer>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Answer>;
  request(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<FullAnswer>;
  /** POST /swx/customer{path} with a multipart form (fetch sets the boundary). */
  upload(path: string, form: FormData, headers?: Record<string, string>): Promise<FullAnswer>;
  /** The operator API: {method} /swx/ops{path} with the test operator token. */
  ops(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer>;
  close(): Promise<void>;
};

/**
 * Starts an upstream on port 0 with a manual clock, no tick timer, an in-memory code outbox, a fresh
 * proof directory, the test operator token and well-formed receive addresses; on a throwaway database
 * unless `options` name one.
 */
export async function startTestUpstream(options: UpstreamOptions = {}): Promise<TestUpstream> {
  const clock = new ManualClock(wednesdayMorningNewYork);
  const codes = new MemoryCodeSender();
  const database = options.dataDir || options.databaseUrl ? {} : await throwawayDatabase();
  const upstream = await startUpstream({
    ...database,
    tickIntervalMs: 0,
    clock,
    codeSender: codes,
    proofDir: mkdtempSync(join(tmpdir(), 'swx-proofs-')),
    operatorToken: testOperatorToken,
    receiveAddresses: testReceiveAddresses,
    ...options,
  });
  const call = async (method: string, path: string, body: unknown, headers: Record<string, string>) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.headers = { 'content-type': 'application/json', ...headers };
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await fetch(`${upstream.url}/swx/customer${path}`, init);
    return {
      status: response.status,
      body: (await response.json()) as EnvelopeBody,
      headers: response.headers,
    };
  };
  return {
    upstream,
    clock,
    codes,
    get: async (path, headers = {}) => {
      const { status, body } = await call('GET', path, undefined, headers);
      return { status, body };
    },
    post: async (path, body, headers = {}) => {
      const answer = await call('POST', path, body, headers);
      return { status: answer.status, body: answer.body };
    },
    request: (method, path, body, headers = {}) => call(method, path, body, headers),
    async upload(path, form, headers = {}) {
      const response = await fetch(`${upstream.url}/swx/customer${path}`, {
        method: 'POST',
        headers,
        body: form,
      });
      return {
        status: response.status,
        body: (await response.json()) as EnvelopeBody,
        headers: response.headers,
      };
    },
    async ops(method, path, body) {
      const init: RequestInit = { method, headers: { 'x-operator-token': testOperatorToken } };
      if (body !== undefined) {
        init.headers = { 'x-operator-token': testOperatorToken, 'content-type': 'application/json' };
        init.body = JSON.stringify(body);
      }
      const response = await fetch(`${upstream.url}/swx/ops${path}`, init);
      return { status: response.status, body: (await response.json()) as EnvelopeBody };
    },
    close: () => upstream.close(),
  };
}

/**
 * A fresh schema in the PostgreSQL of TEST_DATABASE_URL, selected through the URL's `options`, so
 * runs never see each other's rows. `drop` removes it with everything in it.
 */
export async function createTestSchema(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `upstream_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = await openPgDb(baseUrl);
  await admin.exec(`CREATE SCHEMA ${schema}`);
  await admin.close();
  const separator = baseUrl.includes('?') ? '&' : '?';
  return {
    url: `${baseUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    async drop() {
      const client = await openPgDb(baseUrl);
      await client.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.close();
    },
  };
}

let userCounter = 0;

/**
 * A signed-in user inserted directly (no e-mail round trip, no scrypt): for trading tests that need
 * many users. Returns the token for the `authorization` header.
 */
export async function createTestUser(
  t: TestUpstream,
  prefix = 'trader',
): Promise<{ id: number; token: string }> {
  userCounter += 1;
  const name = `${prefix}_${userCounter}_${Math.random().toString(36).slice(2, 7)}`;
  const user = await insertUser(
    t.upstream.db,
    {
      userName: name,
      email: `${name}@example.com`,
      passwordHash: 'x',
      areaCode: null,
      phone: null,
      invitedBy: null,
    },
    t.clock.now(),
  );
  if (!user) throw new Error('test user not inserted');
  const session = await createSession(t.upstream.db, user.id, t.clock.now());
  return { id: user.id, token: session.token };
}

/** Moves the manual clock by `ms` and runs one simulator tick (recording and settling). */
export async function advanceAndTick(t: TestUpstream, ms = 1000) {
  t.clock.advance(ms);
  return t.upstream.simulator.tick();
}

export type TestBackend = {
  name: string;
  databaseUrl?: () => Promise<{ url: string; drop(): Promise<void> }>;
};

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (each suite in a throwaway schema). */
export function testBackends(): TestBackend[] {
  const url = process.env.TEST_DATABASE_URL;
  const backends: TestBackend[] = [{ name: 'PGlite' }];
  if (url) backends.push({ name: 'PostgreSQL', databaseUrl: () => createTestSchema(url) });
  return backends;
}

/** Starts a test upstream on `backend`; `stop` closes it and drops its schema. */
export async function startOnBackend(
  backend: TestBackend,
  options: UpstreamOptions = {},
): Promise<{ t: TestUpstream; stop(): Promise<void> }> {
  const schema = backend.databaseUrl ? await backend.databaseUrl() : undefined;
  const t = await startTestUpstream(schema ? { ...options, databaseUrl: schema.url } : options);
  return {
    t,
    async stop() {
      await t.close();
      await schema?.drop();
    },
  };
}

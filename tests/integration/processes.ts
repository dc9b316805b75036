// Real processes for the fault and cluster tests: the reference upstream and the gateway as
// `npm start` runs them, so SIGKILL means what it means in production (no close hooks, no flush).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createSession } from '../../upstream/src/accounts/sessions.ts';
import { insertUser } from '../../upstream/src/accounts/users.ts';
import { openPgDb } from '../../upstream/src/db/pg-db.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export type Service = {
  readonly name: string;
  readonly url: string;
  /** Starts (or restarts) the process; resolves once it logged that it listens. */
  start(): Promise<void>;
  /** SIGKILL: the process gets no chance to close anything. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the exit (the graceful path). */
  stop(): Promise<void>;
  /** The output so far, for a failure's message. */
  log(): string;
  /** The running process's id (benchmarks read its CPU and memory from /proc). */
  pid(): number | undefined;
};

/** A port nothing listens on now, to give a process that must come back on the same address. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** `node <script>` from the repo root with `env`, ready when a line of its output matches `ready`. */
export function service(
  name: string,
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  url: string,
): Service {
  let child: ChildProcess | null = null;
  let output = '';
  const exited = () =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
    });
  return {
    name,
    url,
    start() {
      return new Promise<void>((resolve, reject) => {
        output += `\n--- ${name} starts ---\n`;
        const started = spawn(process.execPath, [script], {
          cwd: ROOT,
          env: { ...process.env, ...env, FORCE_COLOR: '0' },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        child = started;
        const from = output.length;
        const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 60_000);
        const onData = (chunk: Buffer) => {
          // The upstream's per-request log lines (pino level 30) would bury what matters.
          output += chunk
            .toString()
            .split('\n')
            .filter((line) => !line.startsWith('{"level":30'))
            .join('\n');
          if (ready.test(output.slice(from))) {
            clearTimeout(timer);
            resolve();
          }
        };
        started.stdout?.on('data', onData);
        started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
        started.once('exit', (code, signal) => {
          clearTimeout(timer);
          reject(new Error(`${name} exited (${code ?? signal}) before it listened:\n${output}`));
        });
      });
    },
    async kill() {
      child?.kill('SIGKILL');
      await exited();
    },
    async stop() {
      child?.kill('SIGTERM');
      await exited();
    },
    log: () => output,
    pid: () => child?.pid,
  };
}

/** The reference upstream as `npm start -w upstream` runs it, on `databaseUrl`, on a port it keeps across restarts. */
export async function upstreamProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<Service> {
  const port = await freePort();
  return service(
    'upstream',
    'upstream/src/main.ts',
    { PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, SIM_SEED: '11', ...env },
    /\[upstream\] listening on/,
    `http://127.0.0.1:${port}`,
  );
}

/**
 * A gateway process in front of `upstream`, as `node gateway/src/server.ts` runs it. Clients in
 * these tests sit behind a proxy on loopback that names each one's address (X-Forwarded-For).
 */
export async function gatewayProcess(upstream: Service, env: Record<string, string> = {}): Promise<Service> {
  const port = await freePort();
  return service(
    'gateway',
    'gateway/src/server.ts',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      UPSTREAM_URL: upstream.url,
      TRUST_PROXY: 'loopback',
      UPSTREAM_TIMEOUT_MS: '5000',
      WEB_DIST: '',
      ...env,
    },
    /\[gateway\] serving/,
    `http://127.0.0.1:${port}`,
  );
}

export type Trader = { token: string; address: string };

/** `count` users with a session each, written straight into the upstream's database (it must have migrated). */
export async function insertTraders(databaseUrl: string, count: number, prefix: string): Promise<Trader[]> {
  const db = await openPgDb(databaseUrl);
  const traders: Trader[] = [];
  try {
    for (let n = 0; n < count; n += 1) {
      const name = `${prefix}_${n}_${randomUUID().slice(0, 8)}`;
      const now = Date.now();
      const user = await insertUser(
        db,
        {
          userName: name,
          email: `${name}@example.com`,
          passwordHash: 'x',
          areaCode: null,
          phone: null,
          invitedBy: null,
        },
        now,
      );
      if (!user) throw new Error('trader not inserted');
      const session = await createSession(db, user.id, now);
      traders.push({ token: session.token, address: `10.11.${Math.floor(n / 200)}.${(n % 200) + 1}` });
    }
  } finally {
    await db.close();
  }
  return traders;
}

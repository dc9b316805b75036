import { fileURLToPath } from 'node:url';
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
} as const;

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
    // JSON like the options_periods parameter; written to it at start.
    optionPeriods: env.OPTIONS_PERIODS ? parseOptionPeriods(JSON.parse(env.OPTIONS_PERIODS)) : undefined,
  };
}

/** Runs the reference upstream standalone: `npm start -w upstream` (PORT, DATABASE_URL, SIM_SEED, CODE_OUTBOX_FILE, OPTIONS_PERIODS, TRUST_PROXY, OPERATOR_TOKEN, DEMO_AUTO_REVIEW, UPSTREAM_PROOF_DIR, PROOF_MAX_BYTES). */
import { ConsoleCodeSender, FileCodeSender } from './accounts/code-sender.ts';
import { optionsFromEnv } from './config.ts';
import { startUpstream } from './start-upstream.ts';

const env = optionsFromEnv(process.env);
const upstream = await startUpstream({
  port: env.port,
  host: env.host,
  databaseUrl: env.databaseUrl,
  dataDir: env.dataDir,
  seed: env.seed,
  optionPeriods: env.optionPeriods,
  trustProxy: env.trustProxy,
  operatorToken: env.operatorToken,
  autoReviewSeconds: env.autoReviewSeconds,
  proofDir: env.proofDir,
  proofMaxBytes: env.proofMaxBytes,
  socialProviders: env.socialProviders,
  codeSender: env.codeOutboxFile ? new FileCodeSender(env.codeOutboxFile) : new ConsoleCodeSender(),
  logger: true,
});
console.log(`[upstream] listening on ${upstream.url} (prices: ${upstream.wsUrl}, seed ${env.seed})`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    upstream.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[upstream] shutdown failed', error);
        process.exit(1);
      },
    );
  });
}

// The reference upstream embedded by `npm start` and `npm run start:cluster` when UPSTREAM_URL
// names no other /swx/customer server. Embedding is a start-script concern: a production install
// of the gateway alone carries none of the upstream.

export async function embedUpstream() {
  const { startUpstream, optionsFromEnv, FileCodeSender } = await import('@swx/upstream');
  // The upstream's own settings (DATABASE_URL, SIM_SEED, OPTIONS_PERIODS, …); PORT and HOST are the gateway's.
  const { PORT: _port, HOST: _host, ...upstreamEnv } = process.env;
  const env = optionsFromEnv(upstreamEnv);
  const upstream = await startUpstream({
    // `npm run ops` must find the upstream: a fixed port once there is an operator API to reach.
    port: embeddedUpstreamPort(env.operatorToken),
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    seed: env.seed,
    optionPeriods: env.optionPeriods,
    operatorToken: env.operatorToken,
    autoReviewSeconds: env.autoReviewSeconds,
    proofDir: env.proofDir,
    proofMaxBytes: env.proofMaxBytes,
    socialProviders: env.socialProviders,
    ...(env.codeOutboxFile ? { codeSender: new FileCodeSender(env.codeOutboxFile) } : {}),
  });
  console.log(`[start] embedded reference upstream at ${upstream.url}`);
  if (env.operatorToken)
    console.log(
      `[start] operator API: UPSTREAM_URL=${upstream.url} OPERATOR_TOKEN=… npm run ops -- deposits list`,
    );
  if (env.autoReviewSeconds)
    console.log(`[start] DEMO_AUTO_REVIEW: reviews happen by themselves after ${env.autoReviewSeconds} s`);
  return upstream;
}

/** UPSTREAM_PORT, else 8081 (the ops command's default) when OPERATOR_TOKEN is set, else any free port. */
function embeddedUpstreamPort(operatorToken: string | undefined): number {
  const raw = process.env.UPSTREAM_PORT;
  if (raw) {
    const port = Number(raw);
    if (!Number.isInteger(port) || port < 0 || port > 65_535)
      throw new Error(`UPSTREAM_PORT must be a port, got ${raw}`);
    return port;
  }
  return operatorToken ? 8081 : 0;
}

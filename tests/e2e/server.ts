// Started by Playwright's webServer (`npx node tests/e2e/server.ts`): the reference upstream in
// memory, codes written to the outbox file, and the gateway serving the built web app. A second
// upstream + gateway pair runs on a clock the tests move (a weekend, a smart plan's cycle).
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import type { SocialProviders } from '@swx/contract';
import { startGateway } from '@swx/gateway';
import {
  type Clock,
  FileCodeSender,
  type OptionPeriod,
  startUpstream,
  unlimitedCredentialPolicy,
} from '@swx/upstream';
import { unlimitedRateBudgets } from '../../gateway/src/test-support/rate-budgets.ts';
import { testReceiveAddresses } from '../../upstream/src/test-support/receive-addresses.ts';
import { startLocalIssuer } from '../oidc-issuer.ts';
import {
  e2eClockControlUrl,
  e2eClockPort,
  e2eClockUpstreamUrl,
  e2eOperatorToken,
  e2ePort,
  e2eUpstreamPort,
  outboxFile,
} from './e2eEnv.ts';

await writeFile(outboxFile, '', 'utf8');

// Short periods so orders in browser tests settle within seconds.
const optionPeriods: OptionPeriod[] = [
  { limitTime: 5, minAmount: '10.00', payoutRate: '0.80' },
  { limitTime: 30, minAmount: '10.00', payoutRate: '0.85' },
  // Long enough to leave the trading page and come back while the order still runs (chart.spec.ts).
  { limitTime: 120, minAmount: '10.00', payoutRate: '0.88' },
];
// Every deposit channel gets a well-formed address but USDT on ERC20, which stays as a default start
// leaves it: the deposit page says deposits there are not available (funds.spec.ts).
const receiveAddresses = testReceiveAddresses.filter(
  (c) => !(c.currency === 'USDT' && c.network === 'ERC20'),
);
const webDist = path.resolve(import.meta.dirname, '../../web/dist');

async function startStack(port: number, clock?: Clock, upstreamPort = 0, socialProviders?: SocialProviders) {
  const upstream = await startUpstream({
    port: upstreamPort,
    // Browser tests review deposits and withdrawals through the operator API (e2eEnv.ts).
    operatorToken: e2eOperatorToken,
    dataDir: 'memory://',
    seed: 7,
    tickIntervalMs: 1000,
    codeSender: new FileCodeSender(outboxFile),
    optionPeriods,
    receiveAddresses,
    // Every browser test signs up from 127.0.0.1; the throttle has its own tests.
    credentialPolicy: unlimitedCredentialPolicy,
    socialProviders,
    ...(clock ? { clock } : {}),
  });
  const gateway = await startGateway({
    port,
    host: '127.0.0.1',
    upstreamUrl: upstream.url,
    upstreamWsUrl: upstream.wsUrl,
    webDist,
    // As `npm start` runs: persisted operations only, introspection off, query limits on. The
    // mutation budgets are lifted because every test signs up from one address; they have their own tests.
    production: true,
    rateBudgets: unlimitedRateBudgets,
    socialProviders,
    // The specs prove a page paints with its data; on two busy shared cores a render can pass the
    // 2 s a user's server allows, and the bare-frame fallback has its own tests (data-pages.test.ts).
    dataPageTimeoutMs: 15_000,
  });
  return { upstream, gateway };
}

// A clock the tests move forward, for what happens over days (smart plan cycles, a weekend): its own stack, so
// no other test's orders, sessions or market hours move with it. Only this test process can move it.
let clockOffsetMs = 0;
const movableClock: Clock = { now: () => Date.now() + clockOffsetMs };
const clockControl = createServer((request, response) => {
  const url = new URL(request.url ?? '/', e2eClockControlUrl);
  const seconds = Number(url.searchParams.get('seconds'));
  if (request.method !== 'POST' || url.pathname !== '/advance' || !Number.isFinite(seconds) || seconds <= 0) {
    response.writeHead(400).end();
    return;
  }
  clockOffsetMs += seconds * 1000;
  response
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ offsetMs: clockOffsetMs }));
});
await new Promise<void>((resolve) =>
  clockControl.listen(Number(new URL(e2eClockControlUrl).port), '127.0.0.1', resolve),
);

// The other pair first: Playwright waits on the main gateway, so all are up when tests start.
const timeMachine = await startStack(e2eClockPort, movableClock, Number(new URL(e2eClockUpstreamUrl).port));
// Google and Facebook sign-in on the main stack go to a local OpenID issuer (social.spec.ts); the
// other stacks have no provider, as an install without GOOGLE_CLIENT_ID has none.
const issuer = await startLocalIssuer();
const main = await startStack(e2ePort, undefined, e2eUpstreamPort, issuer.providers);
console.log(
  `[e2e] gateway ${main.gateway.url}, upstream ${main.upstream.url}, movable-clock gateway ${timeMachine.gateway.url}, OpenID issuer ${issuer.issuer}, outbox ${outboxFile}`,
);

async function shutdown(): Promise<void> {
  clockControl.close();
  await issuer.close();
  for (const stack of [main, timeMachine]) {
    await stack.gateway.close();
    await stack.upstream.close();
  }
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { SocialProviders } from '@swx/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { AccountService } from './accounts/account-service.ts';
import { type CodeSender, ConsoleCodeSender } from './accounts/code-sender.ts';
import { pruneExpiredSessions } from './accounts/sessions.ts';
import { SocialSignIn } from './accounts/social-sign-in.ts';
import { pruneStaleCodes } from './accounts/verification-codes.ts';
import { ChatHub } from './chat/chat-hub.ts';
import { ChatService } from './chat/chat-service.ts';
import { type Clock, systemClock } from './clock.ts';
import { defaults, defaultTrustProxy, type TrustProxy } from './config.ts';
import type { Db } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { openDb } from './db/open-db.ts';
import { seedDatabase } from './db/seed/seed.ts';
import { installErrorHandling } from './http/error-handling.ts';
import {
  answerClientError,
  answerFrameworkError,
  maxBodyBytes,
  maxParamLength,
} from './http/framework-errors.ts';
import { IdentificationService } from './kyc/identification-service.ts';
import { LoanService } from './loans/loan-service.ts';
import { MarketSimulator } from './market/market-simulator.ts';
import { attachMarketSocket, marketSocketPath } from './market/market-socket.ts';
import { AddressBook } from './money/addresses.ts';
import { AutoReview } from './money/auto-review.ts';
import { FundPasswords } from './money/fund-password.ts';
import type { ChannelAddress } from './money/money-params.ts';
import { ProofStore } from './money/proof-store.ts';
import { setReceiveAddress } from './money/receive-addresses.ts';
import { RechargeService } from './money/recharge-service.ts';
import { WithdrawalService } from './money/withdrawal-service.ts';
import { NftService } from './nfts/nft-service.ts';
import { addressRoutes } from './routes/address.ts';
import { chatRoutes } from './routes/chat.ts';
import type { RouteContext } from './routes/context.ts';
import { eventRoutes } from './routes/events.ts';
import { helpRoutes } from './routes/help.ts';
import { identificationRoutes } from './routes/identification.ts';
import { indexContentRoutes } from './routes/index-content.ts';
import { indexRoutes } from './routes/index-routes.ts';
import { inviteRoutes } from './routes/invite.ts';
import { loanRoutes } from './routes/loan.ts';
import { loginRoutes } from './routes/login.ts';
import { nftArtRoutes, nftRoutes } from './routes/nft.ts';
import { noticeRoutes } from './routes/notice.ts';
import { notificationRoutes } from './routes/notification.ts';
import { opsRoutes } from './routes/ops.ts';
import { orderRoutes } from './routes/order.ts';
import { rechargeRoutes } from './routes/recharge.ts';
import { securityRoutes } from './routes/security.ts';
import { smartOrderRoutes } from './routes/smart-order.ts';
import { staticLogoRoutes } from './routes/static-logos.ts';
import { userRoutes } from './routes/user.ts';
import { withdrawalRoutes } from './routes/withdrawal.ts';
import { runDueCycles } from './smart/smart-cycles.ts';
import { type OpsSmartProduct, writeSmartProducts } from './smart/smart-products.ts';
import { SmartPlanService } from './smart/smart-service.ts';
import { type CredentialPolicy, defaultCredentialPolicy } from './throttle/credential-policy.ts';
import { CredentialThrottle } from './throttle/credential-throttle.ts';
import { AccountEvents } from './trading/account-events.ts';
import { type OptionPeriod, writeOptionPeriods } from './trading/option-periods.ts';
import { OptionsService } from './trading/options-service.ts';
import { Settlement } from './trading/settlement.ts';

export type UpstreamOptions = {
  /** Default 0 (any free port). */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** postgres://… uses PostgreSQL through a pool; otherwise the embedded PGlite database. */
  databaseUrl?: string;
  /** PGlite directory, default `<repo>/data/upstream`; 'memory://' for a throwaway database. */
  dataDir?: string;
  /**
   * A migrated 'memory://' database to start from (a `dumpDataDir` tarball, see pglite-template.ts):
   * tests build it once per run instead of running initdb and every migration per database.
   */
  pgliteTemplate?: Blob;
  /** Simulator seed: the same seed and clock give the same prices. Default 1. */
  seed?: number;
  clock?: Clock;
  /** Default 1000; 0 = no timer, ticks only through `simulator.tick()`. */
  tickIntervalMs?: number;
  /** Default ConsoleCodeSender. */
  codeSender?: CodeSender;
  logger?: boolean;
  /** Overrides the `options_periods` parameter at start (e.g. a 5-second period for browser tests). */
  optionPeriods?: OptionPeriod[];
  /** Proxies whose X-Forwarded-For names the client. Default: loopback when `host` is loopback, else none. */
  trustProxy?: TrustProxy;
  /** Throttling of password and code checks. Default `defaultCredentialPolicy`. */
  credentialPolicy?: CredentialPolicy;
  /** The operator API's credential (X-Operator-Token on /swx/ops/*); unset = no operator API. */
  operatorToken?: string;
  /** DEMO_AUTO_REVIEW: approve deposits and pay withdrawals this many seconds after submission. Default off. */
  autoReviewSeconds?: number;
  /** Where proof images are kept. Default `<repo>/data/proofs`. */
  proofDir?: string;
  /** Largest proof image in bytes. Default 2 MB. */
  proofMaxBytes?: number;
  /** Sets these deposit channels' receive addresses at start, each checked as the operator's command checks it. */
  receiveAddresses?: ChannelAddress[];
  /** Overrides the `smart_products` parameter at start (tests that need other terms). */
  smartProducts?: OpsSmartProduct[];
  /** Google and Facebook sign-in (GOOGLE_CLIENT_ID, …); a provider left out answers SOCIAL_PROVIDER_UNAVAILABLE. */
  socialProviders?: SocialProviders;
};

export type RunningUpstream = {
  /** http://127.0.0.1:PORT */
  url: string;
  /** ws://127.0.0.1:PORT/swx/customer/ws/market */
  wsUrl: string;
  simulator: MarketSimulator;
  clock: Clock;
  /** The migrated database, for operator scripts and tests (e.g. disabling an account). */
  db: Db;
  /** The account events behind GET /user/events (tests wait on its listeners). */
  events: AccountEvents;
  /** Where proof images are kept (tests check nothing was written for a refused upload). */
  proofDir: string;
  close(): Promise<void>;
};

/** Opens the database (migrated and seeded), starts the market simulator and serves the contract. */
export async function startUpstream(options: UpstreamOptions = {}): Promise<RunningUpstream> {
  const clock = options.clock ?? systemClock;
  const db = await openDb({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir ?? defaults.dataDir,
    pgliteTemplate: options.pgliteTemplate,
  });
  try {
    return await serve(db, clock, options);
  } catch (error) {
    await db.close();
    throw error;
  }
}

async function serve(db: Db, clock: Clock, options: UpstreamOptions): Promise<RunningUpstream> {
  await prepareDatabase(db, clock, options);
  const { events, settlement, nfts } = await catchUp(db, clock);
  const host = options.host ?? defaults.host;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? defaultTrustProxy(host),
    bodyLimit: maxBodyBytes,
    routerOptions: { maxParamLength },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  const proofDir = options.proofDir ?? defaults.proofDir;
  const context = routeContext({ app, db, clock, options, proofDir, events, settlement, nfts });
  await registerRoutes(app, context, options);
  const { simulator } = context;
  const socket = attachMarketSocket(app.server, simulator);
  await app.listen({ port: options.port ?? defaults.port, host });
  simulator.start();

  const authority = dialAuthority(app, host, options);
  let closing: Promise<void> | undefined;
  return {
    url: `http://${authority}`,
    wsUrl: `ws://${authority}${marketSocketPath}`,
    simulator,
    clock,
    db,
    events,
    proofDir,
    close() {
      closing ??= (async () => {
        await simulator.stop();
        // Open event streams would hold the server's close forever.
        events.close();
        await socket.close();
        await app.close();
        await db.close();
      })();
      return closing;
    },
  };
}

/** The schema and seed, expired sessions and codes pruned, and the start-time overrides of the parameters. */
async function prepareDatabase(db: Db, clock: Clock, options: UpstreamOptions): Promise<void> {
  await migrate(db, clock.now());
  await seedDatabase(db, clock.now());
  await pruneExpiredSessions(db, clock.now());
  await pruneStaleCodes(db, clock.now());
  if (options.optionPeriods) await writeOptionPeriods(db, options.optionPeriods, clock.now());
  if (options.smartProducts) await writeSmartProducts(db, options.smartProducts, clock.now());
  for (const channel of options.receiveAddresses ?? []) await setReceiveAddress(db, clock.now(), channel);
}

/** What fell due while the server was down, settled before it serves. */
async function catchUp(
  db: Db,
  clock: Clock,
): Promise<{ events: AccountEvents; settlement: Settlement; nfts: NftService }> {
  const events = new AccountEvents();
  const settlement = new Settlement(db, events);
  // Orders left open by a restart settle from the ticks recorded before it (or fail without a price).
  await settlement.sweep(clock.now());
  // Smart plan cycles that fell due while the server was down are paid now, each with its due time.
  await runDueCycles(db, clock.now());
  const nfts = new NftService(db, clock, events);
  // NFT auction rounds that ended while the server was down are settled before it serves.
  await nfts.settleDue(clock.now());
  return { events, settlement, nfts };
}

/** The services the routes call, and the market simulator whose every tick settles what fell due. */
function routeContext({
  app,
  db,
  clock,
  options,
  proofDir,
  events,
  settlement,
  nfts,
}: {
  app: FastifyInstance;
  db: Db;
  clock: Clock;
  options: UpstreamOptions;
  proofDir: string;
  events: AccountEvents;
  settlement: Settlement;
  nfts: NftService;
}): RouteContext {
  const proofs = new ProofStore(proofDir);
  const fundPasswords = new FundPasswords(db, clock, events);
  const recharges = new RechargeService(db, clock, proofs, events);
  const withdrawals = new WithdrawalService(db, clock, fundPasswords, events);
  // Identity documents: a directory of their own inside the private proof store.
  const identifications = new IdentificationService(
    db,
    clock,
    new ProofStore(join(proofDir, 'identity')),
    events,
  );
  // Loan agreements' signatures sit beside the deposit proofs, under the same rules.
  const loans = new LoanService(db, clock, proofs);
  const autoReview = options.autoReviewSeconds
    ? new AutoReview(db, options.autoReviewSeconds * 1000, recharges, withdrawals, identifications, loans)
    : undefined;
  const simulator = new MarketSimulator({
    seed: options.seed ?? defaults.seed,
    clock,
    db,
    tickIntervalMs: options.tickIntervalMs ?? defaults.tickIntervalMs,
    onError: (error) => app.log.error({ err: error }, 'market tick failed'),
    afterTick: async (time) => {
      await settlement.afterTick(time);
      await runDueCycles(db, time);
      await nfts.settleDue(time);
      await loans.sweep(time);
      await autoReview?.run(time);
    },
  });
  const chatHub = new ChatHub();
  return {
    db,
    clock,
    simulator,
    accounts: new AccountService(
      db,
      clock,
      options.codeSender ?? new ConsoleCodeSender(),
      new CredentialThrottle(clock, options.credentialPolicy ?? defaultCredentialPolicy),
      events,
    ),
    socialSignIn: new SocialSignIn(db, clock, options.socialProviders ?? {}),
    options: new OptionsService(db, clock, simulator),
    events,
    recharges,
    withdrawals,
    loans,
    addresses: new AddressBook(db, clock, events),
    fundPasswords,
    proofs,
    money: { proofMaxBytes: options.proofMaxBytes ?? defaults.proofMaxBytes },
    smart: new SmartPlanService(db, clock),
    nfts,
    identifications,
    // Chat attachments sit in the private proof store too, in a directory of their own.
    chat: new ChatService(db, clock, chatHub, new ProofStore(join(proofDir, 'chat'))),
    chatHub,
  };
}

/** The contract under /swx/customer, the operator API when it has a credential, and the static files. */
async function registerRoutes(app: FastifyInstance, context: RouteContext, options: UpstreamOptions) {
  installErrorHandling(app);
  await app.register(
    async (api) => {
      // Only POST /user/recharge and /user/identification read multipart bodies (busboy, streamed, limits per call).
      await api.register(multipart, { throwFileSizeLimit: true });
      loginRoutes(api, context);
      rechargeRoutes(api, context);
      identificationRoutes(api, context);
      withdrawalRoutes(api, context);
      loanRoutes(api, context);
      addressRoutes(api, context);
      securityRoutes(api, context);
      notificationRoutes(api, context);
      inviteRoutes(api, context);
      userRoutes(api, context);
      indexRoutes(api, context);
      indexContentRoutes(api, context);
      noticeRoutes(api, context);
      helpRoutes(api, context);
      chatRoutes(api, context);
      orderRoutes(api, context);
      smartOrderRoutes(api, context);
      eventRoutes(api, context);
      nftRoutes(api, context);
    },
    { prefix: '/swx/customer' },
  );
  if (options.operatorToken) await opsRoutes(app, context, options.operatorToken);
  await staticLogoRoutes(app);
  nftArtRoutes(app, context);
}

/** host:port as clients dial it. */
function dialAuthority(app: FastifyInstance, host: string, options: UpstreamOptions): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  // A wildcard listen address is not dialable; local clients use loopback.
  const dialHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `${dialHost.includes(':') ? `[${dialHost}]` : dialHost}:${port}`;
}

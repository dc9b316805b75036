/** Public entry of the reference upstream: start it in-process (tests, `npm start`) or read its types. */
export type { CodePurpose, CodeSender } from './accounts/code-sender.ts';
export { ConsoleCodeSender, FileCodeSender, MemoryCodeSender } from './accounts/code-sender.ts';
export type { Clock } from './clock.ts';
export { ManualClock, systemClock } from './clock.ts';
export type { TrustProxy } from './config.ts';
export { optionsFromEnv } from './config.ts';
export type { Db, Queryable } from './db/db.ts';
export type { KlineInterval } from './market/candle-intervals.ts';
export type { Instrument, MarketType } from './market/instruments.ts';
export { MarketSimulator } from './market/market-simulator.ts';
export type { Kline, MarketInfo, MarketItem, MarketTick } from './market/market-views.ts';
export type { RunningUpstream, UpstreamOptions } from './start-upstream.ts';
export { startUpstream } from './start-upstream.ts';
export type { CredentialPolicy } from './throttle/credential-policy.ts';
export { defaultCredentialPolicy, unlimitedCredentialPolicy } from './throttle/credential-policy.ts';
export type { AccountMode, LedgerEntry, Page } from './trading/ledger.ts';
export type { OptionPeriod } from './trading/option-periods.ts';
export type { OptionsOrder } from './trading/options-orders.ts';

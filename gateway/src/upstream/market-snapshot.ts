import type { MarketInfo, MarketItem, MarketTypeNumber, PriceTick } from '@swx/contract';
import { compareDecimal } from '@swx/contract/decimal';
import { LRUCache } from 'lru-cache';
import type { CallerHeaders, UpstreamClient } from './client.ts';
import { getMarketInfo, listMarketByType } from './markets.ts';
import type { PriceFeed } from './price-feed.ts';

const MARKET_TYPES: readonly MarketTypeNumber[] = [1, 2, 3, 4, 5];
/** Market data is public: the snapshot asks as nobody, in no particular language. */
const ANONYMOUS: CallerHeaders = { authorization: null, virtually: 'NO', acceptLanguage: null };
const SPARKLINE_POINTS = 100;

export type MarketSnapshotOptions = {
  /** Full lists are reread this often (names, logos, 24 h reference prices, new markets). */
  refreshMs?: number;
  /** A market's info (24 h high/low/volume, trading hours) is reread in the background after this long. */
  infoTtlMs?: number;
  /** An info older than this is not answered while it is reread (the upstream was away that long). */
  infoMaxStaleMs?: number;
};

/** Codes a process keeps infos of: every market many times over; unknown codes cannot crowd them out for long. */
const MAX_INFOS = 2_000;

type CachedInfo = { info: MarketInfo | null; readAt: number };

/**
 * The latest public market data in memory: the lists come from the upstream on a short interval
 * and after every reconnect of the price feed, and each tick moves price, change, sparkline and the
 * 24 h high and low in place. `markets`, `market` and the home list are answered from here, so a
 * page view costs the upstream nothing; only a market never seen before waits for the upstream.
 *
 * Infos (GET /index/getMarketInfo, one market per call in the contract) are kept per market and
 * reread in the background once older than `infoTtlMs`, while the kept one answers: a list of 49
 * markets asking for their 24 h figures costs 49 calls the first time in a process, then at most
 * one per market per `infoTtlMs` however many lists are asked for, and no query waits for them.
 */
export class MarketSnapshot {
  readonly #upstream: UpstreamClient;
  readonly #refreshMs: number;
  readonly #infoTtlMs: number;
  readonly #byType = new Map<MarketTypeNumber, MarketItem[]>();
  readonly #byCode = new Map<string, MarketItem>();
  readonly #infoMaxStaleMs: number;
  readonly #infos = new LRUCache<string, CachedInfo>({ max: MAX_INFOS });
  readonly #infoLoads = new Map<string, Promise<MarketInfo | null>>();
  #infoCalls = 0;
  #loading: Promise<void> | null = null;
  #timer: NodeJS.Timeout | null = null;
  #unsubscribe: (() => void) | null = null;
  #unwatch: (() => void) | null = null;

  constructor(upstream: UpstreamClient, options: MarketSnapshotOptions = {}) {
    this.#upstream = upstream;
    this.#refreshMs = options.refreshMs ?? 5_000;
    this.#infoTtlMs = options.infoTtlMs ?? 5_000;
    this.#infoMaxStaleMs = Math.max(options.infoMaxStaleMs ?? 60_000, this.#infoTtlMs);
  }

  /** Follows the feed's ticks and reconnects, and refreshes the lists on the interval. */
  start(feed: PriceFeed): void {
    this.#unsubscribe = feed.subscribe((ticks, snapshot) => {
      if (!snapshot) this.#apply(ticks);
    });
    // After a reconnect (not the first open): reread the lists, then give every subscriber the
    // prices as they are now, so nobody shows a pre-outage price until the next tick.
    this.#unwatch = feed.onOpen(() => {
      const reconnect = feed.connections > 1;
      void this.refresh().then(
        () => reconnect && feed.publishSnapshot(this.currentPrices()),
        () => undefined,
      );
    });
    this.#timer = setInterval(() => void this.refresh().catch(() => undefined), this.#refreshMs);
    this.#timer.unref();
  }

  close(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#unsubscribe?.();
    this.#unwatch?.();
  }

  /** Rereads every category; concurrent callers share one read. */
  refresh(): Promise<void> {
    this.#loading ??= this.#load().finally(() => {
      this.#loading = null;
    });
    return this.#loading;
  }

  /** The markets of one category: from memory once loaded, from the upstream the first time. */
  async list(type: MarketTypeNumber): Promise<readonly MarketItem[]> {
    const known = this.#byType.get(type);
    if (known) return known;
    await this.refresh();
    return this.#byType.get(type) ?? [];
  }

  /**
   * The market's info, with the live price and change; null when the upstream has no such market.
   * A kept info answers at once (reread in the background when old); only a market not seen yet, or
   * one whose info is older than `infoMaxStaleMs`, waits for the upstream.
   */
  async info(code: string): Promise<MarketInfo | null> {
    const cached = this.#infos.get(code);
    const age = cached ? Date.now() - cached.readAt : Number.POSITIVE_INFINITY;
    if (cached && age < this.#infoMaxStaleMs) {
      if (age >= this.#infoTtlMs) this.#loadInfo(code).catch(() => undefined);
      return this.#withLivePrice(cached.info);
    }
    return this.#withLivePrice(await this.#loadInfo(code));
  }

  /** Upstream calls for infos made so far (tests read it). */
  get infoCalls(): number {
    return this.#infoCalls;
  }

  /** One call per market at a time: concurrent askers share it. */
  #loadInfo(code: string): Promise<MarketInfo | null> {
    let pending = this.#infoLoads.get(code);
    if (!pending) {
      this.#infoCalls += 1;
      pending = getMarketInfo(this.#upstream, ANONYMOUS, code)
        .then((answer) => {
          this.#infos.set(code, { info: answer.result, readAt: Date.now() });
          return answer.result;
        })
        .finally(() => this.#infoLoads.delete(code));
      this.#infoLoads.set(code, pending);
    }
    return pending;
  }

  /** Every known market's price and change as ticks (no `sentAt`: these were not sent now). */
  currentPrices(): PriceTick[] {
    return [...this.#byCode.values()].map((row) => ({ code: row.code, price: row.nowPrice, zdf: row.zdf }));
  }

  async #load(): Promise<void> {
    const lists = await Promise.all(
      MARKET_TYPES.map(
        async (type) => [type, (await listMarketByType(this.#upstream, ANONYMOUS, type)).result] as const,
      ),
    );
    for (const [type, items] of lists) {
      // Copies: ticks mutate the snapshot's rows, never an object the client handed back.
      const rows = items.map((item) => ({ ...item, hundred: [...item.hundred] }));
      this.#byType.set(type, rows);
      for (const row of rows) this.#byCode.set(row.code, row);
    }
  }

  #apply(ticks: readonly PriceTick[]): void {
    for (const tick of ticks) {
      const row = this.#byCode.get(tick.code);
      if (!row) continue;
      row.nowPrice = tick.price;
      row.zdf = tick.zdf;
      row.hundred.push(tick.price);
      if (row.hundred.length > SPARKLINE_POINTS) row.hundred.splice(0, row.hundred.length - SPARKLINE_POINTS);
      // A kept info's 24 h range widens with a price outside it, until the next reread says it all.
      const info = this.#infos.peek(tick.code)?.info;
      if (info && compareDecimal(tick.price, info.high24h) > 0) info.high24h = tick.price;
      if (info && compareDecimal(tick.price, info.low24h) < 0) info.low24h = tick.price;
    }
  }

  #withLivePrice(info: MarketInfo | null): MarketInfo | null {
    if (!info) return null;
    const row = this.#byCode.get(info.code);
    return row ? { ...info, nowPrice: row.nowPrice, zdf: row.zdf, hundred: row.hundred } : info;
  }
}

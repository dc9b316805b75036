import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/db.ts';
import type { KlineInterval } from './candle-intervals.ts';
import { formatChangePercent, formatDecimal } from './decimal.ts';
import { instruments as allInstruments, type Instrument, logoPath, type MarketType } from './instruments.ts';
import { MarketModel } from './market-model.ts';
import type { Kline, MarketInfo, MarketItem, MarketTick } from './market-views.ts';
import { pruneTicks, recordTicks } from './tick-store.ts';
import { nextOpenInstant, tradingHoursText, tradingSchedule } from './trading-sessions.ts';

const day = 86_400_000;
const historyLength = 100;
const pruneEveryMs = 10 * 60_000;
/** Fire a few ms after the step boundary so the clock reads the new second, not the end of the old one. */
const tickSlackMs = 5;

type MarketState = {
  instrument: Instrument;
  nowPrice: string;
  price: string;
  zdf: string;
  /** Ring of the last 100 tick prices, oldest first. */
  hundred: string[];
  high24h: string;
  low24h: string;
  volume24h: string;
  tradable: boolean;
};

export type TickListener = (ticks: readonly MarketTick[], message: string) => void;

export type MarketSimulatorOptions = {
  seed: number;
  clock: Clock;
  /** Where ticks are recorded; without it ticks are only published (pure simulations in tests). */
  db?: Queryable;
  /** Spacing of ticks; 0 means no timer (ticks only through `tick()`), spaced 1 s for the history. */
  tickIntervalMs: number;
  onError?: (error: unknown) => void;
  /** Awaited inside every tick after it was recorded and published (settlement of orders). */
  afterTick?: (time: number, ticks: readonly MarketTick[]) => Promise<void>;
};

/**
 * The live market: every `tickIntervalMs` it prices all instruments for the clock's current instant,
 * records the live ones in `market_ticks`, updates the per-market state the REST endpoints read, and
 * publishes one tick message. Reads always return the state of the latest tick.
 */
export class MarketSimulator {
  readonly seed: number;
  readonly instruments: readonly Instrument[];
  private readonly clock: Clock;
  private readonly db: Queryable | undefined;
  private readonly tickIntervalMs: number;
  private readonly stepMs: number;
  private readonly model: MarketModel;
  private readonly states = new Map<string, MarketState>();
  private readonly listeners = new Set<TickListener>();
  private readonly onError: (error: unknown) => void;
  private readonly afterTick: MarketSimulatorOptions['afterTick'];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running = false;
  private inFlight: Promise<unknown> | undefined;
  private lastTickTime: number;
  private lastPruneAt = Number.NEGATIVE_INFINITY;

  constructor(options: MarketSimulatorOptions) {
    this.seed = options.seed;
    this.clock = options.clock;
    this.db = options.db;
    this.tickIntervalMs = options.tickIntervalMs;
    this.stepMs = options.tickIntervalMs > 0 ? options.tickIntervalMs : 1000;
    this.instruments = allInstruments;
    this.model = new MarketModel(options.seed, this.instruments);
    this.onError = options.onError ?? ((error) => console.error('[upstream] market tick failed', error));
    this.afterTick = options.afterTick;
    this.lastTickTime = this.tickTime(this.clock.now());
    for (const instrument of this.instruments)
      this.states.set(instrument.code, this.initialState(instrument));
  }

  /** Ticks happen on whole steps (whole seconds by default), the instants minute candles sample. */
  private tickTime(now: number): number {
    return Math.floor(now / this.stepMs) * this.stepMs;
  }

  private format(instrument: Instrument, value: number): string {
    return formatDecimal(value, instrument.decimals);
  }

  private initialState(instrument: Instrument): MarketState {
    const time = this.lastTickTime;
    // Prefill the sparkline with the 100 tick instants up to the last live one (a closed market's
    // last tick was one step before its session closed).
    const anchor = this.model.isOpen(instrument, time)
      ? time
      : this.tickTime(this.model.lastOpenInstant(instrument, time) - 1);
    const hundred: string[] = [];
    for (let k = historyLength - 1; k >= 0; k -= 1) {
      hundred.push(this.format(instrument, this.model.priceAt(instrument, anchor - k * this.stepMs)));
    }
    return { ...this.snapshot(instrument, time), hundred };
  }

  private snapshot(instrument: Instrument, time: number): Omit<MarketState, 'hundred'> {
    // A closed market shows its last session: the 24 h up to its close (a stock's last trading day),
    // not a window that is half weekend.
    const asOf = this.model.lastOpenInstant(instrument, time);
    const nowPrice = this.format(instrument, this.model.priceAt(instrument, asOf));
    const price = this.format(instrument, this.model.priceAt(instrument, asOf - day));
    const stats = this.model.stats24h(instrument, asOf);
    return {
      instrument,
      nowPrice,
      price,
      // From the rounded strings, so a client recomputing the change from price and nowPrice agrees.
      zdf: formatChangePercent(Number(price), Number(nowPrice)),
      high24h: this.format(instrument, stats.high),
      low24h: this.format(instrument, stats.low),
      volume24h: formatDecimal(stats.volume, instrument.volumeDecimals),
      tradable: this.model.isOpen(instrument, time),
    };
  }

  /** Prices every market at the clock's current instant, records and publishes the live ones. */
  async tick(): Promise<MarketTick[]> {
    const time = this.tickTime(this.clock.now());
    const advanced = time !== this.lastTickTime;
    this.lastTickTime = time;
    const ticks: MarketTick[] = [];
    for (const instrument of this.instruments) {
      const previous = this.states.get(instrument.code);
      const next = this.snapshot(instrument, time);
      const hundred = previous?.hundred ?? [];
      if (next.tradable) {
        if (advanced || hundred.length === 0) {
          hundred.push(next.nowPrice);
          if (hundred.length > historyLength) hundred.splice(0, hundred.length - historyLength);
        }
        ticks.push({ code: instrument.code, price: next.nowPrice, zdf: next.zdf });
      }
      this.states.set(instrument.code, { ...next, hundred });
    }
    if (this.db) {
      await recordTicks(this.db, time, ticks);
      if (time - this.lastPruneAt >= pruneEveryMs) {
        this.lastPruneAt = time;
        await pruneTicks(this.db, time);
      }
    }
    // Each price says when it left (wall clock): subscribers measure their delay from it.
    const sentAt = Date.now();
    const message = JSON.stringify(ticks.map((tick) => ({ ...tick, sentAt })));
    for (const listener of this.listeners) listener(ticks, message);
    await this.afterTick?.(time, ticks);
    return ticks;
  }

  /** Subscribes to tick messages (already serialised once for every subscriber); returns the unsubscribe. */
  onTick(listener: TickListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Ticks on whole steps of the clock (every second at :000 by default) rather than on a drifting
   * interval, so every second gets exactly one tick. The next tick is scheduled after the previous
   * one finished, so a slow database cannot pile ticks up.
   */
  start(): void {
    if (this.tickIntervalMs <= 0 || this.running) return;
    this.running = true;
    this.scheduleNextTick();
  }

  private scheduleNextTick(): void {
    if (!this.running) return;
    const untilNextStep = this.stepMs - (this.clock.now() % this.stepMs);
    this.timer = setTimeout(() => {
      this.inFlight = this.tick()
        .catch(this.onError)
        .finally(() => {
          this.inFlight = undefined;
          this.scheduleNextTick();
        });
    }, untilNextStep + tickSlackMs);
  }

  /** Stops ticking and waits for a tick in progress, so the database can be closed after. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.inFlight;
  }

  instrument(code: string): Instrument | undefined {
    return this.states.get(code)?.instrument;
  }

  private item(state: MarketState): MarketItem {
    const { instrument } = state;
    return {
      id: instrument.id,
      code: instrument.code,
      type: instrument.type,
      appName: instrument.appName,
      logo: logoPath(instrument.code),
      price: state.price,
      nowPrice: state.nowPrice,
      zdf: state.zdf,
      hundred: [...state.hundred],
    };
  }

  listMarkets(filter?: { type?: MarketType; codes?: readonly string[] }): MarketItem[] {
    let states = [...this.states.values()];
    if (filter?.type !== undefined) states = states.filter((s) => s.instrument.type === filter.type);
    if (filter?.codes !== undefined) {
      // In the order asked for, so a watchlist keeps its order.
      states = filter.codes
        .map((code) => this.states.get(code))
        .filter((s): s is MarketState => s !== undefined);
    }
    return states.map((s) => this.item(s));
  }

  marketInfo(code: string): MarketInfo | null {
    const state = this.states.get(code);
    if (!state) return null;
    return {
      ...this.item(state),
      high24h: state.high24h,
      low24h: state.low24h,
      volume24h: state.volume24h,
      tradable: state.tradable,
      tradingHours: tradingHoursText(state.instrument.session),
      simulated: true,
      schedule: tradingSchedule(state.instrument.session),
      nextOpenAt: nextOpenInstant(state.instrument.session, this.lastTickTime),
      lastCloseAt: state.tradable ? null : this.model.lastOpenInstant(state.instrument, this.lastTickTime),
    };
  }

  /** Candles up to the latest tick, oldest first; undefined for an unknown code. */
  klines(code: string, interval: KlineInterval, size: number): Kline[] | undefined {
    const instrument = this.instrument(code);
    if (!instrument) return undefined;
    return this.model.candles(instrument, interval, size, this.lastTickTime).map((c) => ({
      time: c.time,
      open: this.format(instrument, c.open),
      high: this.format(instrument, c.high),
      low: this.format(instrument, c.low),
      close: this.format(instrument, c.close),
      volume: formatDecimal(c.volume, instrument.volumeDecimals),
    }));
  }

  /** The formatted price of a market at any instant (trading hours applied); for settlement and tests. */
  priceAt(code: string, t: number): string | undefined {
    const instrument = this.instrument(code);
    return instrument ? this.format(instrument, this.model.priceAt(instrument, t)) : undefined;
  }

  /** Whether a market is in session at `t` (defaults to the latest tick). */
  isTradable(code: string, t: number = this.lastTickTime): boolean {
    const instrument = this.instrument(code);
    return instrument !== undefined && this.model.isOpen(instrument, t);
  }
}

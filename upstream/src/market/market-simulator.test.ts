import { describe, expect, it, vi } from 'vitest';
import { ManualClock, systemClock } from '../clock.ts';
import { wednesdayMorningNewYork } from '../test-support/test-upstream.ts';
import { candleStart, klineIntervals } from './candle-intervals.ts';
import { instruments } from './instruments.ts';
import { MarketSimulator } from './market-simulator.ts';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
/** Saturday 2026-01-10 12:00 New York: only crypto trades. */
const saturdayNoonNewYork = Date.UTC(2026, 0, 10, 17, 0, 0);

function simulatorAt(time: number, seed = 7) {
  const clock = new ManualClock(time);
  return { clock, simulator: new MarketSimulator({ seed, clock, tickIntervalMs: 0 }) };
}

async function tickFor(simulator: MarketSimulator, clock: ManualClock, seconds: number) {
  const published = [];
  for (let i = 0; i < seconds; i += 1) {
    clock.advance(1000);
    published.push(await simulator.tick());
  }
  return published;
}

describe('instrument catalogue', () => {
  it('lists at least 40 instruments over the five market types, at least 8 of each', () => {
    expect(instruments.length).toBeGreaterThanOrEqual(40);
    for (const type of [1, 2, 3, 4, 5]) {
      expect(instruments.filter((i) => i.type === type).length).toBeGreaterThanOrEqual(8);
    }
    expect(new Set(instruments.map((i) => i.id)).size).toBe(instruments.length);
    expect(new Set(instruments.map((i) => i.code)).size).toBe(instruments.length);
  });

  it('formats prices with each instrument’s own decimals', () => {
    const { simulator } = simulatorAt(wednesdayMorningNewYork);
    const decimalsOf = (code: string) => simulator.marketInfo(code)?.nowPrice.split('.')[1]?.length ?? 0;
    expect(decimalsOf('EURUSD')).toBe(5);
    expect(decimalsOf('USDJPY')).toBe(3);
    expect(decimalsOf('BTCUSDT')).toBe(2);
    expect(decimalsOf('DOGEUSDT')).toBe(5);
    expect(decimalsOf('AAPL')).toBe(2);
    expect(decimalsOf('YM')).toBe(0);
  });
});

describe('market simulator', () => {
  it('publishes identical prices for the same seed and clock, different ones for another seed', async () => {
    const a = simulatorAt(wednesdayMorningNewYork, 42);
    const b = simulatorAt(wednesdayMorningNewYork, 42);
    const other = simulatorAt(wednesdayMorningNewYork, 43);
    expect(a.simulator.listMarkets()).toEqual(b.simulator.listMarkets());
    expect(await tickFor(a.simulator, a.clock, 5)).toEqual(await tickFor(b.simulator, b.clock, 5));
    expect(a.simulator.klines('BTCUSDT', 'hour', 50)).toEqual(b.simulator.klines('BTCUSDT', 'hour', 50));
    await tickFor(other.simulator, other.clock, 5);
    expect(other.simulator.marketInfo('BTCUSDT')?.nowPrice).not.toBe(
      a.simulator.marketInfo('BTCUSDT')?.nowPrice,
    );
  });

  it('ticks on its own timer on whole steps, one tick per step, until stopped', async () => {
    // Fake timers move setTimeout and Date together, so the schedule is checked exactly rather than
    // counted against the wall clock of a possibly busy machine.
    const start = wednesdayMorningNewYork + 30;
    vi.useFakeTimers({ now: start });
    try {
      const simulator = new MarketSimulator({ seed: 1, clock: systemClock, tickIntervalMs: 100 });
      const times: number[] = [];
      simulator.onTick(() => times.push(systemClock.now()));
      simulator.start();
      await vi.advanceTimersByTimeAsync(450);
      await simulator.stop();
      // One tick in each of the four 100 ms steps that began within the 450 ms, none in the started one.
      const stepsAfterStart = times.map((t) => Math.floor((t - wednesdayMorningNewYork) / 100));
      expect(stepsAfterStart).toEqual([1, 2, 3, 4]);
      await vi.advanceTimersByTimeAsync(1000);
      expect(times).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts with 100 history points per market, the last one being the latest price', () => {
    const { simulator } = simulatorAt(wednesdayMorningNewYork);
    for (const market of simulator.listMarkets()) {
      expect(market.hundred).toHaveLength(100);
      expect(market.hundred.at(-1)).toBe(market.nowPrice);
    }
  });

  it('moves live prices tick by tick and keeps the last 100', async () => {
    const { simulator, clock } = simulatorAt(wednesdayMorningNewYork);
    const before = simulator.marketInfo('BTCUSDT');
    const published = await tickFor(simulator, clock, 30);
    const after = simulator.marketInfo('BTCUSDT');
    const btcPrices = published.map((ticks) => ticks.find((t) => t.code === 'BTCUSDT')?.price);
    expect(new Set(btcPrices).size).toBeGreaterThan(5);
    expect(after?.hundred).toHaveLength(100);
    expect(after?.hundred.slice(-30)).toEqual(btcPrices);
    expect(after?.hundred.slice(0, 70)).toEqual(before?.hundred.slice(30));
  });

  it('measures zdf against the price 24 h ago, from the rounded strings', () => {
    const { simulator, clock } = simulatorAt(wednesdayMorningNewYork);
    for (const market of simulator.listMarkets()) {
      expect(market.price).toBe(simulator.priceAt(market.code, clock.now() - day));
      const expected = ((Number(market.nowPrice) - Number(market.price)) / Number(market.price)) * 100;
      expect(Number(market.zdf)).toBeCloseTo(expected, 2);
      expect(market.zdf).toMatch(/^-?\d+\.\d{2}$/);
    }
  });

  it('keeps 24 h high ≥ latest ≥ 24 h low', () => {
    const { simulator } = simulatorAt(wednesdayMorningNewYork);
    for (const market of simulator.listMarkets()) {
      const info = simulator.marketInfo(market.code);
      expect(Number(info?.high24h)).toBeGreaterThanOrEqual(Number(info?.nowPrice));
      expect(Number(info?.low24h)).toBeLessThanOrEqual(Number(info?.nowPrice));
      expect(Number(info?.volume24h)).toBeGreaterThan(0);
    }
  });
});

describe('trading hours', () => {
  it('freezes stocks and futures at the weekend and leaves them out of the ticks; crypto keeps trading', async () => {
    const { simulator, clock } = simulatorAt(saturdayNoonNewYork);
    const frozen = simulator.marketInfo('AAPL');
    const published = await tickFor(simulator, clock, 10);
    clock.advance(6 * hour);
    published.push(await simulator.tick());
    const codes = new Set(published.flat().map((t) => t.code));
    for (const code of ['AAPL', 'TSLA', 'CL', 'ES', 'EURUSD', 'XAUUSD', 'GLD'])
      expect(codes.has(code)).toBe(false);
    expect(codes.has('BTCUSDT')).toBe(true);
    const later = simulator.marketInfo('AAPL');
    expect(later?.nowPrice).toBe(frozen?.nowPrice);
    expect(later?.tradable).toBe(false);
    expect(later?.tradingHours).toBe('Mon-Fri 09:30-16:00 America/New_York');
    expect(simulator.marketInfo('BTCUSDT')?.tradingHours).toBeNull();
    // Frozen at Friday's 16:00 close.
    expect(later?.nowPrice).toBe(simulator.priceAt('AAPL', Date.UTC(2026, 0, 9, 21, 0, 0)));
  });

  it('shows a closed market as of its last session: change and 24 h figures up to the close, and when it opens', () => {
    const { simulator } = simulatorAt(saturdayNoonNewYork);
    const fridayClose = Date.UTC(2026, 0, 9, 21, 0, 0);
    const info = simulator.marketInfo('AAPL');
    expect(info?.lastCloseAt).toBe(fridayClose);
    expect(info?.nextOpenAt).toBe(Date.UTC(2026, 0, 12, 14, 30, 0));
    expect(info?.schedule?.timeZone).toBe('America/New_York');
    // The change is Friday's close against Thursday's: the last session's move.
    expect(info?.price).toBe(simulator.priceAt('AAPL', fridayClose - day));
    // The 24 h up to Friday's close, as a client saw them at the close.
    const atClose = simulatorAt(fridayClose).simulator.marketInfo('AAPL');
    expect([info?.high24h, info?.low24h, info?.volume24h]).toEqual([
      atClose?.high24h,
      atClose?.low24h,
      atClose?.volume24h,
    ]);
    expect(Number(info?.volume24h)).toBeGreaterThan(0);
    const crypto = simulator.marketInfo('BTCUSDT');
    expect([crypto?.schedule, crypto?.nextOpenAt, crypto?.lastCloseAt]).toEqual([null, null, null]);
  });

  it('trades stocks during the New York session and publishes their ticks', async () => {
    const { simulator, clock } = simulatorAt(wednesdayMorningNewYork);
    const published = await tickFor(simulator, clock, 60);
    const aapl = published.map((ticks) => ticks.find((t) => t.code === 'AAPL')?.price);
    expect(aapl.every((price) => price !== undefined)).toBe(true);
    expect(new Set(aapl).size).toBeGreaterThan(1);
    expect(simulator.marketInfo('AAPL')?.tradable).toBe(true);
  });

  it('closes futures in their daily 17:00-18:00 break while forex trades on', async () => {
    // Tuesday 2026-01-06 17:30 New York (EST, 22:30 UTC)
    const { simulator } = simulatorAt(Date.UTC(2026, 0, 6, 22, 30, 0));
    const codes = new Set((await simulator.tick()).map((t) => t.code));
    expect(codes.has('CL')).toBe(false);
    expect(codes.has('EURUSD')).toBe(true);
    expect(codes.has('AAPL')).toBe(false);
  });

  it('follows daylight saving time: the stock session opens at 13:30 UTC in July', async () => {
    const { simulator, clock } = simulatorAt(Date.UTC(2026, 6, 8, 13, 29, 0));
    expect((await simulator.tick()).some((t) => t.code === 'AAPL')).toBe(false);
    clock.set(Date.UTC(2026, 6, 8, 13, 30, 0));
    expect((await simulator.tick()).some((t) => t.code === 'AAPL')).toBe(true);
  });
});

describe('k-lines', () => {
  const now = wednesdayMorningNewYork + 37 * minute + 12_000;

  it.each(klineIntervals)(
    'gives %s candles: the size asked, aligned, oldest first, OHLC consistent, last one forming',
    (interval) => {
      const { simulator } = simulatorAt(now);
      for (const code of ['BTCUSDT', 'EURUSD', 'AAPL', 'CL', 'XAUUSD']) {
        const candles = simulator.klines(code, interval, 120) ?? [];
        expect(candles).toHaveLength(120);
        for (const [i, candle] of candles.entries()) {
          expect(candle.time).toBe(candleStart(interval, candle.time));
          if (i > 0) expect(candle.time).toBeGreaterThan(candles[i - 1]?.time ?? 0);
          const [open, high, low, close] = [candle.open, candle.high, candle.low, candle.close].map(Number);
          expect(high).toBeGreaterThanOrEqual(Math.max(open ?? 0, close ?? 0));
          expect(low).toBeLessThanOrEqual(Math.min(open ?? 0, close ?? 0));
          expect(Number(candle.volume)).toBeGreaterThanOrEqual(0);
        }
        const last = candles.at(-1);
        expect(last?.time).toBe(candleStart(interval, now));
        expect(last?.close).toBe(simulator.marketInfo(code)?.nowPrice);
      }
    },
  );

  it('leaves out candles in which a stock never traded', () => {
    // Monday 2026-01-12 09:35 New York: before it come Friday's session hours 14:30-21:00 UTC.
    const { simulator } = simulatorAt(Date.UTC(2026, 0, 12, 14, 35, 0));
    const candles = simulator.klines('AAPL', 'hour', 8) ?? [];
    const fridayFirstHour = Date.UTC(2026, 0, 9, 14, 0, 0);
    expect(candles.map((c) => c.time)).toEqual([
      ...[0, 1, 2, 3, 4, 5, 6].map((h) => fridayFirstHour + h * hour),
      Date.UTC(2026, 0, 12, 14, 0, 0),
    ]);
  });

  it('builds minute candles from the same prices as the live ticks', async () => {
    const start = Date.UTC(2026, 0, 7, 15, 10, 0);
    const { simulator, clock } = simulatorAt(start - 1000);
    const prices = (await tickFor(simulator, clock, 60)).map(
      (ticks) => ticks.find((t) => t.code === 'ETHUSDT')?.price,
    );
    clock.advance(1000);
    await simulator.tick();
    const candle = (simulator.klines('ETHUSDT', 'minute', 2) ?? [])[0];
    const numbers = prices.map(Number);
    expect(candle).toMatchObject({ time: start, open: prices[0], close: prices[59] });
    expect(Number(candle?.high)).toBe(Math.max(...numbers));
    expect(Number(candle?.low)).toBe(Math.min(...numbers));
  });

  // How fast is measured in bench/simulator-candles.ts (npm run bench), never asserted here.
  it('answers 500 month candles and 500 minute candles', () => {
    const { simulator } = simulatorAt(now);
    expect(simulator.klines('BTCUSDT', 'month', 500)).toHaveLength(500);
    expect(simulator.klines('AAPL', 'minute', 500)).toHaveLength(500);
  });
});

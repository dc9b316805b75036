// K-line speed of the market simulator: how long one call for 500 candles takes, beside one for
// 100, per interval. Measured here and printed; the unit tests only check what the candles are.
import { ManualClock, MarketSimulator } from '@swx/upstream';
import { median } from './stack.ts';

const ROUNDS = 7;
/** Wednesday 2026-01-07 10:37:12 New York: every market is open. */
const NOW = Date.UTC(2026, 0, 7, 15, 37, 12);
const CASES = [
  { code: 'BTCUSDT', interval: 'month' },
  { code: 'BTCUSDT', interval: 'day' },
  { code: 'AAPL', interval: 'minute' },
] as const;

function timeOf(call: () => unknown): number {
  const times: number[] = [];
  for (let round = 0; round < ROUNDS + 1; round += 1) {
    const started = performance.now();
    call();
    if (round > 0) times.push(performance.now() - started); // round 0 warms up
  }
  return median(times);
}

export async function simulatorCandles(): Promise<void> {
  const simulator = new MarketSimulator({ seed: 7, clock: new ManualClock(NOW), tickIntervalMs: 0 });
  console.log('simulator k-lines, median of %d calls', ROUNDS);
  for (const { code, interval } of CASES) {
    const hundred = timeOf(() => simulator.klines(code, interval, 100));
    const fiveHundred = timeOf(() => simulator.klines(code, interval, 500));
    console.log(
      '  %s %s: 100 candles %s ms, 500 candles %s ms, ratio %s',
      code.padEnd(7),
      interval.padEnd(6),
      hundred.toFixed(1),
      fiveHundred.toFixed(1),
      (fiveHundred / hundred).toFixed(1),
    );
  }
}

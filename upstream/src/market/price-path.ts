import type { Instrument } from './instruments.ts';

/**
 * The simulated price of an instrument at any instant, as a pure function of (seed, instrument, t):
 *
 *   price(t) = startPrice × exp( Σₖ aₖ · noiseₖ(t / periodₖ) )
 *
 * where each noiseₖ is seeded 1-D value noise (random values on an integer lattice, smoothly
 * interpolated) and aₖ = dailyVolatility × √(periodₖ / 1 day) × 0.6, the scaling of a random walk.
 * Nothing is stored: candles of any interval and live ticks sample the same path, so they always agree,
 * and two simulators with the same seed and clock publish identical prices. The path mean-reverts to
 * startPrice over months, which keeps a long-running demo plausible. Prices are floats here and are
 * rounded to the instrument's decimals once, when formatted (see decimal.ts); money is never summed from them.
 */
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

const periods = [
  3 * second,
  15 * second,
  minute,
  5 * minute,
  20 * minute,
  hour,
  4 * hour,
  day,
  4 * day,
  16 * day,
  64 * day,
];
const amplitudeFactors = periods.map((p) => Math.sqrt(p / day) * 0.6);

/** 32-bit integer hash (lowbias32 by Chris Wellons): good avalanche, cheap. */
function mix(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A value in [-1, 1] for lattice point `i` of one octave of one instrument. */
function latticeValue(key: number, i: number): number {
  const low = i >>> 0;
  const high = Math.floor(i / 4_294_967_296) >>> 0;
  const h = mix(key ^ mix(low ^ mix(high + 0x9e3779b9)));
  return (h / 4_294_967_295) * 2 - 1;
}

function smoothNoise(key: number, x: number): number {
  const i = Math.floor(x);
  const f = x - i;
  const s = f * f * (3 - 2 * f);
  const a = latticeValue(key, i);
  const b = latticeValue(key, i + 1);
  return a + (b - a) * s;
}

function octaveKey(seed: number, instrumentId: number, octave: number, channel: number): number {
  return mix(
    mix(mix(seed >>> 0) ^ Math.imul(instrumentId, 0x27d4eb2d)) ^ Math.imul(octave + 1, 0x165667b1) ^ channel,
  );
}

export type PricePath = {
  /** The (unrounded) price at instant `t`, ignoring trading hours. */
  priceAt(t: number): number;
  /** Traded units per millisecond at `t` while open: a positive, slowly varying rate. */
  volumeRateAt(t: number): number;
};

export function pricePath(seed: number, instrument: Instrument): PricePath {
  const keys = periods.map((_, k) => octaveKey(seed, instrument.id, k, 0));
  const amplitudes = amplitudeFactors.map((f) => f * instrument.dailyVolatility);
  const volumeKeys = [octaveKey(seed, instrument.id, 0, 1), octaveKey(seed, instrument.id, 1, 1)];
  const baseRate = instrument.hourlyVolume / hour;
  return {
    priceAt(t: number): number {
      let exponent = 0;
      for (let k = 0; k < periods.length; k += 1) {
        exponent += (amplitudes[k] ?? 0) * smoothNoise(keys[k] ?? 0, t / (periods[k] ?? 1));
      }
      return instrument.startPrice * Math.exp(exponent);
    },
    volumeRateAt(t: number): number {
      const slow = smoothNoise(volumeKeys[0] ?? 0, t / (6 * hour));
      const fast = smoothNoise(volumeKeys[1] ?? 0, t / (10 * minute));
      return baseRate * Math.exp(0.5 * slow + 0.35 * fast);
    },
  };
}

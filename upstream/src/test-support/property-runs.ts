/**
 * fast-check parameters of the ledger properties (`*.property.test.ts`). `npm test` replays one fixed
 * seed with a few runs: the same cases every time, seconds per file. `npm run soak` (SOAK=1) runs many
 * more from a fresh seed and prints it; PROPERTY_SEED replays a seed, PROPERTY_RUNS sets the count.
 */
export type PropertyRuns = { seed: number; numRuns: number };

/** The seed of `npm test`: any fixed number; changing it trades one set of quick cases for another. */
const fixedSeed = 35;
/** How many times more runs a soak makes than `npm test`, unless PROPERTY_RUNS says. */
const soakFactor = 25;

export const soaking = process.env.SOAK === '1';

/** Per-test timeout: a bounded run in `npm test`, as long as a soak needs. */
export const propertyTimeoutMs = soaking ? 60 * 60_000 : 120_000;

function integerFromEnv(name: string): number | undefined {
  const text = process.env[name];
  if (text === undefined || text === '') return undefined;
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw new Error(`${name} must be an integer, got ${text}`);
  return n;
}

/** `{ seed, numRuns }` for `fc.assert`; `quickRuns` is the count `npm test` makes. */
export function propertyRuns(name: string, quickRuns: number): PropertyRuns {
  const seed = integerFromEnv('PROPERTY_SEED') ?? (soaking ? (Math.random() * 2 ** 31) | 0 : fixedSeed);
  const numRuns = integerFromEnv('PROPERTY_RUNS') ?? (soaking ? quickRuns * soakFactor : quickRuns);
  // A soak's seed is news: without it a failure found overnight cannot be replayed.
  if (soaking) console.log(`soak ${name}: seed ${seed}, ${numRuns} runs (replay: PROPERTY_SEED=${seed})`);
  return { seed, numRuns };
}

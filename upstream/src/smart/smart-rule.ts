import { randomInt } from 'node:crypto';
import { formatScaled, toScaled } from '@swx/contract/decimal';
import { yieldScale } from './smart-products.ts';

/**
 * The plan rules in numbers (docs/decisions.md, "Smart plans"); pure, so tests can state them. What
 * a cycle pays and an early exit keeps, the web previews too: `@swx/contract/smart-terms`.
 */
export const dayMs = 86_400_000;

/** A random integer in [min, max] (both inclusive); the system CSPRNG by default. */
export type Draw = (min: number, max: number) => number;
const secureDraw: Draw = (min, max) => randomInt(min, max + 1);

/**
 * The plan's daily yield, drawn uniformly from the product's range on its 0.01 % grid ("0.0030" to
 * "0.0060" gives one of 31 values). The upstream draws, records and pays it; nobody picks it.
 */
export function drawDailyYield(min: string, max: string, draw: Draw = secureDraw): string {
  const low = Number(toScaled(min, yieldScale));
  const high = Number(toScaled(max, yieldScale));
  return formatScaled(BigInt(draw(low, high)), yieldScale);
}

/** When cycle `n` (1-based) of a plan started at `startedAt` ends. */
export function cycleEnd(startedAt: number, cycleDays: number, n: number): number {
  return startedAt + n * cycleDays * dayMs;
}

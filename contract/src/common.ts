import * as v from 'valibot';
import { decimalPattern } from './decimal.ts';

/** Money and prices travel as decimal strings ("10.00"), never as floats (arithmetic: decimal.ts). */
export const Decimal = v.pipe(v.string(), v.regex(decimalPattern));
/** Times are epoch milliseconds. */
export const EpochMs = v.pipe(v.number(), v.integer());
export const Id = v.pipe(v.number(), v.integer());

/** Every answer: `code` 200 is success; other codes are the error catalogue's (or 400/401/404/429/500). */
export const Envelope = v.object({
  code: v.pipe(v.number(), v.integer()),
  msg: v.optional(v.string()),
  result: v.unknown(),
  notice: v.optional(v.number()),
});

export const Page = <T extends v.GenericSchema>(item: T) =>
  v.object({ list: v.array(item), total: v.number(), pageNum: v.number(), pageSize: v.number() });

export type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };

export const Nothing = v.nullish(v.unknown());

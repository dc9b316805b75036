import type { ErrorCode } from './codes.ts';
import { ApiError, inputInvalid } from './envelope.ts';

/**
 * Readers for untyped input: JSON bodies, query strings, path parameters and headers. Every text the
 * upstream reads goes through `textField` with a `TextRule` (the rules live in `input-rules.ts`), so
 * nothing unbounded or with a control character reaches the database, scrypt or a stored row.
 */
export type Fields = Record<string, unknown>;

export function asFields(value: unknown): Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : {};
}

export type TextRule = {
  /** The input's name as the client knows it: the `field` of INPUT_INVALID. */
  field: string;
  /** Longest accepted value in characters (UTF-16 code units), or in UTF-8 bytes with `unit: 'bytes'`. */
  max: number;
  unit?: 'bytes';
  /** The whole value must match this (after trimming). */
  pattern?: RegExp;
  /** The catalogue's code for a malformed value of this input, where it has one; INPUT_INVALID otherwise. */
  code?: ErrorCode;
  /** Keep surrounding whitespace (passwords are used exactly as typed). */
  untrimmed?: boolean;
};

/** C0 controls and DEL: never part of a name, code, key or amount, and PostgreSQL cannot store NUL at all. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
const controlCharacter = /[\u0000-\u001f\u007f]/;

function refuse(rule: TextRule): ApiError {
  return rule.code === undefined ? inputInvalid(rule.field) : new ApiError(rule.code);
}

/** Whether `value` keeps `rule`'s length, character and pattern bounds (the empty string always does). */
export function fitsRule(value: string, rule: TextRule): boolean {
  if (value === '') return true;
  const length = rule.unit === 'bytes' ? Buffer.byteLength(value, 'utf8') : value.length;
  if (length > rule.max || controlCharacter.test(value)) return false;
  return rule.pattern === undefined || rule.pattern.test(value);
}

function rawText(fields: Fields, key: string): string {
  const value = fields[key];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * A text input: '' when missing or not a string (or a number, read as its digits); refused with the
 * rule's code or INPUT_INVALID when too long, with a control character, or not matching the pattern.
 * `key` is where it sits in `fields` when that differs from the field name (headers).
 */
export function textField(fields: Fields, rule: TextRule, key: string = rule.field): string {
  const raw = rawText(fields, key);
  const value = rule.untrimmed ? raw : raw.trim();
  if (!fitsRule(value, rule)) throw refuse(rule);
  return value;
}

export function optionalTextField(fields: Fields, rule: TextRule, key: string = rule.field): string | null {
  const value = textField(fields, rule, key);
  return value === '' ? null : value;
}

/**
 * An optional header: null when absent; when present it must be non-empty (Node strips the spaces
 * around a value, so a header of only spaces arrives as '') and keep `rule`.
 */
export function optionalHeader(
  headers: Record<string, string | string[] | undefined>,
  name: string,
  rule: TextRule,
): string | null {
  const value = headers[name];
  if (value === undefined) return null;
  if (typeof value !== 'string' || value === '') throw refuse(rule);
  return textField({ [rule.field]: value }, rule);
}

/**
 * Repeated query keys (`?codes=A&codes=B`, also comma-separated) as a list of values that each keep
 * `rule`; more than `maxItems` values is refused as a whole.
 */
export function textListField(fields: Fields, rule: TextRule, maxItems: number): string[] {
  const value = fields[rule.field];
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const items = list
    .filter((item): item is string => typeof item === 'string')
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length > maxItems || !items.every((item) => fitsRule(item, rule))) throw refuse(rule);
  return items;
}

export type IntegerRule = { field: string; min: number; max: number; fallback: number };

/**
 * A whole number in [min, max], the fallback when missing; anything else (a fraction, an exponent, a
 * sign, out of range) is INPUT_INVALID rather than clamped, so a client learns its paging is wrong.
 */
export function integerField(fields: Fields, rule: IntegerRule): number {
  const raw = rawText(fields, rule.field).trim();
  if (raw === '') return rule.fallback;
  if (!/^\d{1,16}$/.test(raw)) throw inputInvalid(rule.field);
  const value = Number(raw);
  if (value < rule.min || value > rule.max) throw inputInvalid(rule.field);
  return value;
}

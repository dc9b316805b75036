import { readdirSync, readFileSync } from 'node:fs';
import { validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../schema/index.ts';
import {
  defaultQueryLimits,
  parseWithinLimits,
  type QueryLimits,
  queryLimitRules,
} from './use-query-limits.ts';

// Every operation the web app was built with, as relay-compiler wrote it.
const generated = new URL('../../../web/src/__generated__/', import.meta.url);
const operations = readdirSync(generated)
  .map((file) => ({ file, source: readFileSync(new URL(file, generated), 'utf8') }))
  .flatMap(({ file, source }) => {
    const text = /"text": "((?:[^"\\]|\\.)*)"/.exec(source)?.[1];
    return text ? [[file, JSON.parse(`"${text}"`) as string] as const] : [];
  });

/** Half of every limit: the web app must pass with room, so a new screen does not hit a wall. */
const halved: QueryLimits = Object.fromEntries(
  Object.entries(defaultQueryLimits).map(([name, value]) => [name, Math.floor(value / 2)]),
) as QueryLimits;

describe('query limits leave room for the web app', () => {
  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  it.each(operations)('%s passes at half of every limit', (_, text) => {
    const document = parseWithinLimits(text, halved);
    expect(validate(schema, document, queryLimitRules(halved)).map((error) => error.message)).toEqual([]);
  });
});

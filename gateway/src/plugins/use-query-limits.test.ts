import { validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PERSISTED_OPERATIONS_FILE } from '../config.ts';
import { schema } from '../schema/index.ts';
import { loadPersistedOperations } from './use-persisted-operations.ts';
import {
  defaultQueryLimits,
  parseWithinLimits,
  type QueryLimits,
  queryLimitRules,
} from './use-query-limits.ts';

// Every operation the web app was built with, as relay-compiler persisted them.
const operations = [...loadPersistedOperations(DEFAULT_PERSISTED_OPERATIONS_FILE)].map(
  ([id, text]) => [/^\w+ (\w+)/.exec(text)?.[1] ?? id, text] as const,
);

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

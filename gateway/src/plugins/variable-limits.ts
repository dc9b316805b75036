import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { queryLimitError } from './use-query-limits.ts';

/**
 * How deep and how many values a request's `variables` (and `extensions`) may hold. The web app's
 * deepest input is 3 levels (`input: { codes: [...] }`) and its largest a few dozen values: these
 * leave room for client teams while no hostile body reaches a recursive JSON.stringify or coercion.
 */
export const variableLimits = { variableDepth: 8, variableValues: 1_000 } as const;

export type VariableLimitName = keyof typeof variableLimits;

/** The first limit `value` passes, walked without recursion (a 60,000-deep body costs a loop, not a stack). */
export function variableLimitPassed(value: unknown): VariableLimitName | null {
  const stack: [unknown, number][] = [[value, 0]];
  let count = 0;
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    count += 1;
    if (count > variableLimits.variableValues) return 'variableValues';
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= variableLimits.variableDepth) return 'variableDepth';
    for (const child of Array.isArray(current) ? current : Object.values(current))
      stack.push([child, depth + 1]);
  }
  return null;
}

/** QUERY_LIMIT_EXCEEDED naming the variable limit passed, or null when `params` keep within them. */
export function variableLimitError(params: {
  variables?: unknown;
  extensions?: unknown;
}): GraphQLError | null {
  for (const value of [params.variables, params.extensions]) {
    const limit = variableLimitPassed(value);
    if (limit)
      return queryLimitError(
        limit,
        variableLimits[limit],
        limit === 'variableDepth'
          ? `Variables may nest at most ${variableLimits.variableDepth} levels deep.`
          : `Variables may hold at most ${variableLimits.variableValues} values.`,
      );
  }
  return null;
}

/**
 * Refuses oversized variables before any other plugin reads them (the response cache's key, the
 * persisted operations, coercion). Registered first. graphql-ws checks them in its onSubscribe.
 */
export function useVariableLimits(): Plugin {
  return {
    onParams({ params }) {
      const error = variableLimitError(params);
      if (error) throw error;
    },
  };
}

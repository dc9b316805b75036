import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  GraphQLError,
  type ParseOptions,
  parse,
  type Source,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { credentialFieldsRule } from './credential-fields-rule.ts';

export type QueryLimits = {
  /** Lexical tokens per document; the parser stops here, before it builds anything. */
  tokens: number;
  depth: number;
  aliases: number;
  directives: number;
  /**
   * GraphQL Armor's cost: objects 2, scalars 1, ×1.5 per level of depth and per fragment spread, a
   * literal `first: n` × n (the statement screen costs ~14,000: its entries sit under
   * Viewer.account.statement, each a fragment of a fragment; the account screen ~10,200).
   */
  cost: number;
};

/** Several times what the web app's largest operation needs (checked by use-query-limits.test.ts). */
export const defaultQueryLimits: QueryLimits = {
  tokens: 1500,
  // 14: the open-positions query is 7 deep (viewer, account, optionsOrders, edges, node, market, nowPrice).
  depth: 14,
  aliases: 30,
  directives: 20,
  cost: 30_000,
};

export type QueryLimitName = keyof QueryLimits | 'credentialFields' | 'variableDepth' | 'variableValues';

/** The one error shape of every limit: a client reads which limit and its maximum. */
export function queryLimitError(limit: QueryLimitName, max: number, message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'QUERY_LIMIT_EXCEEDED', limit, max, http: { status: 400 } },
  });
}

/**
 * Depth, alias, directive and cost limits (GraphQL Armor's rules, reported as one typed error)
 * and graphql-js' own token limit at parse time, so a ten-million-token query never becomes an
 * AST. The same envelop plugin serves HTTP and graphql-ws, which parse through `getEnveloped`.
 */
export function useQueryLimits(limits: QueryLimits = defaultQueryLimits): Plugin {
  const rules = queryLimitRules(limits);
  return {
    onParse({ setParseFn }) {
      setParseFn((source, options) => parseWithinLimits(source, limits, options));
    },
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule);
    },
  };
}

/** graphql-js counts tokens while lexing and throws at the limit, before any AST exists. */
export function parseWithinLimits(source: string | Source, limits: QueryLimits, options?: ParseOptions) {
  try {
    return parse(source, { ...options, maxTokens: limits.tokens });
  } catch (error) {
    if (error instanceof GraphQLError && /more than \d+ tokens/.test(error.message))
      throw queryLimitError('tokens', limits.tokens, `Query token limit of ${limits.tokens} exceeded.`);
    throw error;
  }
}

export function queryLimitRules(limits: QueryLimits): ValidationRule[] {
  const report = (limit: keyof QueryLimits, max: number) => [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(queryLimitError(limit, max, error.message.replace(/^Syntax Error: /, ''))),
  ];
  const common = { exposeLimits: true, propagateOnRejection: false } as const;
  return [
    maxDepthRule({
      ...common,
      n: limits.depth,
      flattenFragments: true,
      onReject: report('depth', limits.depth),
    }),
    maxAliasesRule({ ...common, n: limits.aliases, onReject: report('aliases', limits.aliases) }),
    maxDirectivesRule({ ...common, n: limits.directives, onReject: report('directives', limits.directives) }),
    costLimitRule({ ...common, maxCost: limits.cost, onReject: report('cost', limits.cost) }),
    credentialFieldsRule,
  ] as ValidationRule[];
}

import { type Currency, Statement, type StatementKind } from '@swx/contract';
import type { CallerHeaders, UpstreamClient } from './client.ts';

export type StatementQuery = {
  from: number;
  to: number;
  kinds: StatementKind[];
  currency: Currency;
  timeZone: string;
  pageNum: number;
  pageSize: number;
};

/** GET /user/statement (beyond the spec: the ledger over a range, its opening, closing and totals by kind) */
export function getStatement(client: UpstreamClient, caller: CallerHeaders, query: StatementQuery) {
  return client.call(Statement, 'GET', '/user/statement', caller, { query });
}

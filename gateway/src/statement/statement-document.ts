import type { LedgerEntry, Statement } from '@swx/contract';
import type { CallerHeaders, UpstreamClient } from '../upstream/client.ts';
import { getStatement, type StatementQuery } from '../upstream/statement.ts';

/** The most entries one file holds: a year of a busy account; a longer one is asked for in parts. */
export const MAX_EXPORT_ENTRIES = 20_000;
const PAGE_SIZE = 100;

export class StatementTooLong extends Error {}

/** A whole statement: its figures and every entry of the range (of the kinds asked for), oldest first. */
export type StatementDocument = Omit<Statement, 'entries'> & { entries: LedgerEntry[] };

/** Reads every page of the statement from the upstream. */
export async function loadStatementDocument(
  upstream: UpstreamClient,
  caller: CallerHeaders,
  query: Omit<StatementQuery, 'pageNum' | 'pageSize'>,
): Promise<StatementDocument> {
  const first = (await getStatement(upstream, caller, { ...query, pageNum: 1, pageSize: PAGE_SIZE })).result;
  if (first.entries.total > MAX_EXPORT_ENTRIES) throw new StatementTooLong();
  const entries = [...first.entries.list];
  for (let pageNum = 2; entries.length < first.entries.total; pageNum += 1) {
    const page = (await getStatement(upstream, caller, { ...query, pageNum, pageSize: PAGE_SIZE })).result;
    if (page.entries.list.length === 0) break;
    entries.push(...page.entries.list);
  }
  return { ...first, entries };
}

/** `at` in `timeZone` as "YYYY-MM-DD HH:mm:ss": sortable, and read the same in every language. */
export function localTime(at: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The range as the user chose it: the last day shown is the day before the exclusive end. */
export function rangeLabel(document: StatementDocument): string {
  const day = (at: number) => localTime(at, document.timeZone).slice(0, 10);
  return `${day(document.from)} – ${day(document.to - 1)}`;
}

import { kindOfReason } from '@swx/contract';
import type { StatementDocument } from './statement-document.ts';
import { localTime, rangeLabel } from './statement-document.ts';
import type { StatementTexts } from './statement-texts.ts';

/** RFC 4180 quoting; a cell a spreadsheet would run as a formula starts with an apostrophe. */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function line(cells: readonly string[]): string {
  return `${cells.map(cell).join(',')}\r\n`;
}

/**
 * The statement as CSV: a byte order mark (so a spreadsheet reads UTF-8 and shows Arabic and CJK),
 * headers in the user's language, amounts as plain decimals (no grouping, "." as the point, signed),
 * times in the statement's time zone. The summary (opening, totals by kind, closing) comes first, then
 * one row per entry.
 */
export function statementCsv(document: StatementDocument, texts: StatementTexts): string {
  const w = texts.words;
  const c = document.currency;
  let out = '\uFEFF';
  out += line([w.title ?? '', rangeLabel(document), document.timeZone, c]);
  out += line([w.opening ?? '', document.opening]);
  for (const total of document.totals) {
    out += line([texts.kind[total.kind], total.amount, String(total.count)]);
  }
  out += line([w.closing ?? '', document.closing]);
  out += '\r\n';
  out += line([
    w.date ?? '',
    w.kindColumn ?? '',
    w.description ?? '',
    w.reference ?? '',
    `${w.amount} (${c})`,
    `${w.balanceAfter} (${c})`,
  ]);
  for (const entry of document.entries) {
    out += line([
      localTime(entry.createdAt, document.timeZone),
      texts.kind[kindOfReason[entry.reason]],
      texts.reason[entry.reason] ?? entry.reason,
      entry.reference ?? '',
      entry.amount,
      entry.balanceAfter,
    ]);
  }
  return out;
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Currency, type StatementKind, statementKinds } from '@swx/contract';
import { isInterfaceLanguage } from '@swx/contract/languages';
import { errorExtensions, InputError } from '../errors/errors.ts';
import { statementCsv } from '../statement/statement-csv.ts';
import { loadStatementDocument, StatementTooLong } from '../statement/statement-document.ts';
import { statementPdf } from '../statement/statement-pdf.ts';
import { statementTexts } from '../statement/statement-texts.ts';
import { type UpstreamClient, UpstreamFailure, UpstreamUnauthorized } from '../upstream/client.ts';

export const STATEMENT_EXPORT_PATH = '/statement/export';

const CURRENCIES = new Set(['USDT', 'BTC', 'ETH']);

function refuse(res: ServerResponse, status: number, extensions: Record<string, unknown>): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ error: extensions }));
}

function invalid(field: string): InputError {
  return new InputError('INPUT_INVALID', `${field} is not valid here.`, field);
}

/** The query of GET /statement/export, as Account.statement takes it (times are ISO-8601). */
function exportQuery(url: URL) {
  const q = url.searchParams;
  const format = q.get('format');
  if (format !== 'csv' && format !== 'pdf') throw invalid('format');
  const mode = q.get('mode')?.toUpperCase();
  if (mode !== 'DEMO' && mode !== 'REAL') throw invalid('mode');
  const from = Date.parse(q.get('from') ?? '');
  const to = Date.parse(q.get('to') ?? '');
  if (!Number.isSafeInteger(from)) throw invalid('from');
  if (!Number.isSafeInteger(to)) throw invalid('to');
  const kinds = q.getAll('kinds').map((kind) => kind.toLowerCase());
  if (!kinds.every((kind) => (statementKinds as readonly string[]).includes(kind))) throw invalid('kinds');
  const currency = (q.get('currency') ?? 'USDT').toUpperCase();
  if (!CURRENCIES.has(currency)) throw invalid('currency');
  const language = q.get('lang') ?? 'en';
  if (!isInterfaceLanguage(language)) throw invalid('lang');
  const statement = {
    from,
    to,
    kinds: kinds as StatementKind[],
    currency: currency as Currency,
    timeZone: q.get('timeZone') ?? 'UTC',
  };
  return { format, mode, language, statement } as const;
}

/**
 * GET /statement/export?format=csv|pdf&mode=DEMO|REAL&from&to&kinds&currency&timeZone&lang: the
 * statement Account.statement shows, as a file to keep, read from the upstream with the caller's
 * token (the Authorization header, as /graphql takes it). Made here rather than in the browser: the
 * PDF needs fonts for every language (CJK ones weigh megabytes), which the server keeps on disk.
 */
export async function serveStatementExport(
  upstream: UpstreamClient,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method !== 'GET') return refuse(res, 405, { code: 'INPUT_INVALID' });
  const authorization = req.headers.authorization;
  if (!authorization) return refuse(res, 401, { code: 'UNAUTHENTICATED' });
  try {
    const { format, mode, language, statement } = exportQuery(new URL(req.url ?? '/', 'http://gateway'));
    const caller = {
      authorization,
      virtually: mode === 'DEMO' ? 'YES' : 'NO',
      acceptLanguage: null,
    } as const;
    const [document, texts] = await Promise.all([
      loadStatementDocument(upstream, caller, statement),
      statementTexts(language),
    ]);
    const name = `statement-${mode.toLowerCase()}-${document.currency}-${new Date(statement.from).toISOString().slice(0, 10)}`;
    const body =
      format === 'csv'
        ? Buffer.from(statementCsv(document, texts), 'utf8')
        : await statementPdf(document, texts, mode === 'DEMO' ? texts.account.demo : texts.account.real);
    res.writeHead(200, {
      'content-type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf',
      'content-disposition': `attachment; filename="${name}.${format}"`,
      'content-length': body.length,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    res.end(body);
  } catch (error) {
    if (error instanceof UpstreamUnauthorized) return refuse(res, 401, { code: 'UNAUTHENTICATED' });
    if (error instanceof InputError) return refuse(res, 400, errorExtensions(error));
    if (error instanceof StatementTooLong) return refuse(res, 413, { code: 'INPUT_INVALID', field: 'to' });
    if (error instanceof UpstreamFailure) {
      const status = error.error instanceof InputError ? 400 : 502;
      return refuse(res, status, errorExtensions(error.error));
    }
    if (res.headersSent) return void res.destroy();
    return refuse(res, 500, { code: 'UNKNOWN' });
  }
}

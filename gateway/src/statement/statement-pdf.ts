import { kindOfReason } from '@swx/contract';
import PDFDocument from 'pdfkit';
import { fontFaces } from './font-faces.ts';
import { drawLine } from './pdf-line.ts';
import { localTime, rangeLabel, type StatementDocument } from './statement-document.ts';
import { fill, type StatementTexts } from './statement-texts.ts';

type Doc = InstanceType<typeof PDFDocument>;

const PAGE = { width: 842, height: 595, margin: 36 };
/** The entries' columns, as shares of the line, in reading order (mirrored in a right-to-left language). */
const COLUMNS = [
  { key: 'date', share: 0.16, align: 'start', data: true },
  { key: 'kindColumn', share: 0.12, align: 'start', data: false },
  { key: 'description', share: 0.25, align: 'start', data: false },
  { key: 'reference', share: 0.19, align: 'start', data: true },
  { key: 'amount', share: 0.14, align: 'end', data: true },
  { key: 'balanceAfter', share: 0.14, align: 'end', data: true },
] as const;
const ROW = 14;

/**
 * The statement as a PDF (A4 landscape): title, account, period and time zone, the opening balance,
 * the totals of every kind, the closing balance, then every entry. Text is laid out by the Unicode
 * bidirectional algorithm and shaped by the font engine, so Arabic reads right to left with joined
 * letters, and the page itself runs right to left in Arabic.
 */
export function statementPdf(
  document: StatementDocument,
  texts: StatementTexts,
  accountName: string,
): Promise<Buffer> {
  const doc: Doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: PAGE.margin,
    lang: texts.tag,
    info: { Title: `${texts.words.title} ${rangeLabel(document)}` },
  });
  const faces = fontFaces(texts.language);
  for (const face of faces) doc.registerFont(face.name, face.path);
  const direction = texts.rightToLeft ? 'rtl' : 'ltr';
  const inner = PAGE.width - 2 * PAGE.margin;
  const line = (text: string, x: number, y: number, width: number, style: Parameters<typeof drawLine>[5]) => {
    const left = direction === 'rtl' ? PAGE.width - x - width : x;
    drawLine(doc, faces, direction, text, { x: left, y, width }, style);
  };
  const w = texts.words;
  const c = document.currency;
  let y = PAGE.margin;
  line(w.title ?? '', PAGE.margin, y, inner, { size: 16, align: 'start' });
  y += 24;
  line(`${accountName} · ${c}`, PAGE.margin, y, inner, { size: 10, align: 'start' });
  y += 14;
  line(
    `${w.period}: ${rangeLabel(document)} · ${fill(w.timeZone ?? '', { zone: document.timeZone })}`,
    PAGE.margin,
    y,
    inner,
    {
      size: 10,
      align: 'start',
    },
  );
  y += 22;
  const summary = (label: string, count: string, amount: string, size = 10) => {
    line(label, PAGE.margin, y, 220, { size, align: 'start' });
    line(count, PAGE.margin + 220, y, 60, { size, align: 'end', data: true });
    line(`${amount} ${c}`, PAGE.margin + 280, y, 140, { size, align: 'end', data: true });
    y += ROW;
  };
  summary(w.opening ?? '', '', document.opening, 11);
  line(w.totals ?? '', PAGE.margin, y, 220, { size: 9, align: 'start', color: '#555555' });
  line(w.count ?? '', PAGE.margin + 220, y, 60, { size: 9, align: 'end', color: '#555555' });
  y += ROW;
  for (const total of document.totals) summary(texts.kind[total.kind], String(total.count), total.amount);
  summary(w.closing ?? '', '', document.closing, 11);
  y += 10;
  const header = () => {
    let x = PAGE.margin;
    for (const column of COLUMNS) {
      const label =
        column.key === 'amount' || column.key === 'balanceAfter' ? `${w[column.key]} (${c})` : w[column.key];
      line(label ?? '', x, y, column.share * inner - 6, { size: 9, align: column.align, color: '#555555' });
      x += column.share * inner;
    }
    y += ROW;
  };
  header();
  for (const entry of document.entries) {
    if (y > PAGE.height - PAGE.margin - ROW * 2) {
      doc.addPage();
      y = PAGE.margin;
      header();
    }
    const cells: Record<(typeof COLUMNS)[number]['key'], string> = {
      date: localTime(entry.createdAt, document.timeZone),
      kindColumn: texts.kind[kindOfReason[entry.reason]],
      description: texts.reason[entry.reason] ?? entry.reason,
      reference: entry.reference ?? '',
      amount: entry.amount,
      balanceAfter: entry.balanceAfter,
    };
    let x = PAGE.margin;
    for (const column of COLUMNS) {
      line(cells[column.key], x, y, column.share * inner - 6, {
        size: 8.5,
        align: column.align,
        data: column.data,
      });
      x += column.share * inner;
    }
    y += ROW;
  }
  if (document.entries.length === 0) line(w.empty ?? '', PAGE.margin, y, inner, { size: 9, align: 'start' });
  const generated = fill(w.generated ?? '', {
    date: `${localTime(Date.now(), document.timeZone)} (${document.timeZone})`,
  });
  line(generated, PAGE.margin, PAGE.height - PAGE.margin, inner, {
    size: 8,
    align: 'start',
    color: '#555555',
  });
  return finish(doc);
}

function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

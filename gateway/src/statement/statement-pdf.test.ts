import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import type { StatementDocument } from './statement-document.ts';
import { statementPdf } from './statement-pdf.ts';
import { statementTexts } from './statement-texts.ts';

const from = Date.UTC(2026, 0, 1);
const document: StatementDocument = {
  currency: 'USDT',
  from,
  to: Date.UTC(2026, 0, 8),
  timeZone: 'Asia/Dubai',
  opening: '100.00',
  closing: '240.50',
  totals: [
    { kind: 'deposits', amount: '150.00', count: 1 },
    { kind: 'orders', amount: '-9.50', count: 2 },
  ],
  profit: [],
  entries: [
    {
      id: 1,
      mode: 'real',
      reason: 'recharge',
      currency: 'USDT',
      reference: 'RC20260102000001',
      amount: '150.00',
      balanceAfter: '250.00',
      createdAt: from + 3_600_000,
    },
  ],
};

async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

describe('statementPdf', () => {
  it('writes Arabic in reading order, shaped, with the totals of the statement', async () => {
    const texts = await statementTexts('ar');
    const text = await textOf(await statementPdf(document, texts, 'الحساب الحقيقي'));
    const lines = text.split('\n');
    const lineWith = (word: string) => lines.find((line) => line.includes(word)) ?? '';
    // The extractor gives back a right-to-left run in reading order only when its glyphs were laid
    // right to left as one run (laid word by word, the title came out as "الحسابكشف").
    expect(lines[0]).toBe('كشف الحساب');
    expect(lineWith('الختامي')).toBe('الرصيد الختامي\t240.50 USDT');
    // Figures read left to right, the sign first.
    expect(lineWith('2\t')).toContain('-9.50 USDT');
    expect(text).toContain('RC20260102000001');
  });

  it('draws Japanese with a CJK face', async () => {
    const texts = await statementTexts('ja');
    const text = await textOf(await statementPdf(document, texts, 'リアル口座'));
    expect(text).toContain('取引明細書');
    expect(text).toContain('期末残高');
  });
});

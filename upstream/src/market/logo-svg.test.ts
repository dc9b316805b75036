import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { logosDir } from '../routes/static-logos.ts';
import { instruments } from './instruments.ts';
import { logoSvg } from './logo-svg.ts';

describe('instrument logos', () => {
  it('are committed fresh: run `npm run logos -w upstream` after changing the catalogue', async () => {
    for (const instrument of instruments) {
      const committed = await readFile(new URL(`${instrument.code}.svg`, logosDir), 'utf8');
      expect(committed, instrument.code).toBe(logoSvg(instrument));
    }
  });

  it('escape XML in names', () => {
    const [first] = instruments;
    if (!first) throw new Error('empty catalogue');
    expect(logoSvg({ ...first, appName: 'A & B <C>' })).toContain('aria-label="A &#38; B &#60;C&#62;"');
  });
});

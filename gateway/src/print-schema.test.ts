import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, NOTICE_CATALOGUE } from './errors/catalogue.ts';
import { printedSchema } from './print-schema.ts';

const committed = readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8');

describe('schema.graphql', () => {
  it('equals the schema printed from the Pothos code (run `npm run schema` when this fails)', () => {
    expect(committed).toBe(printedSchema());
  });

  it('documents every code of the error catalogue on ErrorCode and NoticeCode', () => {
    const numbers = [
      ...Array.from({ length: 26 }, (_, i) => 10001 + i),
      10090,
      10091,
      10092,
      10093,
      30001,
      30002,
      30003,
      30004,
      30005,
    ];
    expect(ERROR_CATALOGUE.map((entry) => entry.number)).toEqual(numbers);
    for (const entry of ERROR_CATALOGUE)
      expect(committed).toContain(`"""${entry.number}: ${entry.text}"""\n  ${entry.name}\n`);
    for (const entry of NOTICE_CATALOGUE)
      expect(committed).toContain(`"""${entry.number}: ${entry.text}"""\n  ${entry.name}\n`);
  });
});

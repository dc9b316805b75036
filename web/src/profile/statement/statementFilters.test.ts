import { describe, expect, it } from 'vitest';
import { rangeIsValid, statementFiltersFrom, statementSearch, statementVariables } from './statementFilters';

const today = new Date(2026, 0, 10, 15, 30);
const at = (search: string) =>
  statementFiltersFrom(new URL(`https://swx.test/profile/statement${search}`), 'REAL', today);

describe('statement filters', () => {
  it('reads the last 30 days of the account in use when the address names nothing', () => {
    expect(at('')).toEqual({
      mode: 'REAL',
      preset: 'days30',
      fromDay: '2025-12-12',
      toDay: '2026-01-10',
      kinds: [],
      currency: 'USDT',
    });
  });

  it('turns 7 days into the midnights of the user\u2019s calendar, the end exclusive', () => {
    const variables = statementVariables(at('?period=days7'));
    expect(variables.from).toBe(new Date(2026, 0, 4).toISOString());
    expect(variables.to).toBe(new Date(2026, 0, 11).toISOString());
    expect(variables.kinds).toBeNull();
  });

  it('keeps a custom period, kinds and currency through the address, and the demo account in USDT', () => {
    const filters = at(
      '?mode=REAL&period=custom&from=2026-01-02&to=2026-01-03&kinds=LOANS,BOGUS,NFTS&currency=BTC',
    );
    expect(filters).toMatchObject({
      fromDay: '2026-01-02',
      toDay: '2026-01-03',
      kinds: ['LOANS', 'NFTS'],
      currency: 'BTC',
    });
    expect(
      statementFiltersFrom(new URL(`https://swx.test/${statementSearch(filters)}`), 'DEMO', today),
    ).toEqual(filters);
    expect(at('?mode=DEMO&currency=BTC').currency).toBe('USDT');
  });

  it('refuses an end before the start and a period over a year', () => {
    expect(rangeIsValid(at('?period=custom&from=2026-01-05&to=2026-01-04'))).toBe(false);
    expect(rangeIsValid(at('?period=custom&from=2025-01-01&to=2026-01-10'))).toBe(false);
    expect(rangeIsValid(at('?period=custom&from=2025-01-11&to=2026-01-10'))).toBe(true);
  });
});

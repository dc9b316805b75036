import type { KnownAccountMode } from '../../state/accountMode';

export const statementKindNames = [
  'ORDERS',
  'DEPOSITS',
  'WITHDRAWALS',
  'PLANS',
  'LOANS',
  'NFTS',
  'REWARDS',
  'DEMO',
] as const;
export type StatementKindName = (typeof statementKindNames)[number];
export const statementPresets = ['today', 'days7', 'days30', 'custom'] as const;
export type StatementPreset = (typeof statementPresets)[number];
export const statementCurrencies = ['USDT', 'BTC', 'ETH'] as const;
export type StatementCurrency = (typeof statementCurrencies)[number];

/** What the user chose, as the address keeps it (`?mode=&period=&from=&to=&kinds=&currency=`). */
export type StatementFilters = {
  mode: KnownAccountMode;
  preset: StatementPreset;
  /** Days as YYYY-MM-DD in the user's time zone, both included (a custom period's). */
  fromDay: string;
  toDay: string;
  kinds: StatementKindName[];
  currency: StatementCurrency;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day of the user's calendar as YYYY-MM-DD. */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Midnight starting `day` in the user's time zone (the browser's). */
function startOf(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
}

function daysBefore(day: string, days: number): string {
  const start = startOf(day);
  start.setDate(start.getDate() - days);
  return dayOf(start);
}

/** The filters the address names, the last 30 days of the account in use where it names none. */
export function statementFiltersFrom(
  url: URL,
  accountMode: KnownAccountMode,
  today = new Date(),
): StatementFilters {
  const q = url.searchParams;
  const mode = q.get('mode') === 'DEMO' ? 'DEMO' : q.get('mode') === 'REAL' ? 'REAL' : accountMode;
  const preset = (statementPresets as readonly string[]).includes(q.get('period') ?? '')
    ? (q.get('period') as StatementPreset)
    : 'days30';
  const kinds = (q.get('kinds') ?? '')
    .split(',')
    .filter((kind): kind is StatementKindName => (statementKindNames as readonly string[]).includes(kind));
  const currency = (statementCurrencies as readonly string[]).includes(q.get('currency') ?? '')
    ? (q.get('currency') as StatementCurrency)
    : 'USDT';
  const todayDay = dayOf(today);
  let fromDay = todayDay;
  let toDay = todayDay;
  if (preset === 'days7') fromDay = daysBefore(todayDay, 6);
  if (preset === 'days30') fromDay = daysBefore(todayDay, 29);
  if (preset === 'custom') {
    fromDay = DAY.test(q.get('from') ?? '') ? (q.get('from') as string) : daysBefore(todayDay, 29);
    toDay = DAY.test(q.get('to') ?? '') ? (q.get('to') as string) : todayDay;
  }
  // The demo account holds USDT only.
  return { mode, preset, fromDay, toDay, kinds, currency: mode === 'DEMO' ? 'USDT' : currency };
}

/** The address of `filters` (what a change of filter navigates to, so the loader reads the new range). */
export function statementSearch(filters: StatementFilters): string {
  const q = new URLSearchParams({ mode: filters.mode, period: filters.preset });
  if (filters.preset === 'custom') {
    q.set('from', filters.fromDay);
    q.set('to', filters.toDay);
  }
  if (filters.kinds.length > 0) q.set('kinds', filters.kinds.join(','));
  if (filters.currency !== 'USDT') q.set('currency', filters.currency);
  return `?${q}`;
}

/** The user's time zone, as the server counts the daily results in. */
export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The statement's variables: from the first day's midnight to the midnight after the last day. */
export function statementVariables(filters: StatementFilters) {
  const end = startOf(filters.toDay);
  end.setDate(end.getDate() + 1);
  return {
    mode: filters.mode,
    from: startOf(filters.fromDay).toISOString(),
    to: end.toISOString(),
    kinds: filters.kinds.length > 0 ? filters.kinds : null,
    currency: filters.currency,
    timeZone: userTimeZone(),
  };
}

/** A custom period the server would refuse (end before start, more than 366 days). */
export function rangeIsValid(filters: StatementFilters): boolean {
  const days = (startOf(filters.toDay).getTime() - startOf(filters.fromDay).getTime()) / 86_400_000;
  return days >= 0 && days < 366;
}

import type { KnownAccountMode } from './accountMode';

// The wire's account number, `virtualStatus` (the upstream's, kept in the browser's storage and the
// hint cookie the gateway reads): 1 is the real account, anything else the demo one. The app works
// with the account mode; these two are the only places the number is read or written.

/** A stored or sent virtualStatus as the account mode: 1, nothing or garbage is the real account. */
export function accountModeOf(virtualStatus: number | string | null | undefined): KnownAccountMode {
  const status = Number(virtualStatus ?? 1);
  return Number.isFinite(status) && status !== 1 ? 'DEMO' : 'REAL';
}

/** The account mode as the wire and the storage write it. */
export function virtualStatusOf(mode: KnownAccountMode): '0' | '1' {
  return mode === 'REAL' ? '1' : '0';
}

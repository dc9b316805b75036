import i18next from 'i18next';
import type { AccountMode } from '../__generated__/AccountModeMenuQuery.graphql';
import { clientStore } from './clientStore';

export type KnownAccountMode = Exclude<AccountMode, '%future added value'>;

/** The client store's virtual status: 1 = the real account (the default), 0 = the demo account. */
export function accountModeOf(virtualStatus: number): KnownAccountMode {
  return virtualStatus === 1 ? 'REAL' : 'DEMO';
}

/**
 * Switches the account every later call acts on (the `virtually` header) and says so (spec §4:
 * a message for each direction). main.tsx then drops the cached data of the other account and
 * reloads the routes, so balance, orders and ledger all come from the new account.
 */
export function switchAccountMode(mode: KnownAccountMode): void {
  if (accountModeOf(clientStore.get().virtualStatus) === mode) return;
  clientStore.setVirtualStatus(mode === 'REAL' ? 1 : 0);
  // The toaster (Chakra) loads with the first toast; the account menu has loaded Chakra already.
  void import('../components/ui/toaster').then(({ toaster }) =>
    toaster.create({
      type: 'info',
      description: i18next.t(mode === 'REAL' ? 'account.switchedToReal' : 'account.switchedToDemo'),
    }),
  );
}

import i18next from 'i18next';
import { showToast } from '../components/ui/toast';
import type { KnownAccountMode } from './accountMode';
import { clientStore } from './clientStore';

/**
 * Switches the account every later call acts on (the `virtually` header) and says so (a
 * message for each direction). Nothing is dropped: the views of account data follow the client
 * store's mode (`useAccountModeQuery`) and load the other account's query, from the store when it
 * is there already, from the network otherwise. (Apart from accountMode.ts: only the account menu
 * and the profile card switch, both loaded on demand, so the first screen does not carry this.)
 */
export function switchAccountMode(mode: KnownAccountMode): void {
  if (clientStore.get().accountMode === mode) return;
  clientStore.setAccountMode(mode);
  showToast({
    type: 'info',
    description: i18next.t(mode === 'REAL' ? 'account.switchedToReal' : 'account.switchedToDemo'),
  });
}

import { Suspense, useContext, useState } from 'react';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { accountModeBalanceQuery as AccountModeBalanceQueryType } from '../__generated__/accountModeBalanceQuery.graphql';
import { onDemand, useOnDemand } from '../components/ui/on-demand';
import { formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useAccountModeQuery } from '../relay/useAccountModeQuery';
import { accountModeBalanceQuery, knownAccountMode } from '../state/accountMode';
import { useClientState } from '../state/clientStore';
import { AccountModeChip } from './AccountModeChip';
import { accountChipPlaceholder as placeholder } from './AccountModeMenu';
import { AccountModeQueryContext } from './AccountModeQueryContext';

const popup = onDemand(() => import('./AccountModeMenuPopup').then((module) => module.AccountModeMenuPopup));

/**
 * The account chip's live part (see AccountModeMenu). Its query is the shell loader's (preloaded
 * with the routes' queries) for the account in use; a switch loads the other account's query,
 * from the store when it is there (`useAccountModeQuery`). After a sign-in the shell's loader has
 * not run for the new session, so the chip loads its own. Orders, payouts and settlements update
 * the same Account record by its id.
 */
export function AccountModeMenuLive({ compact }: { compact: boolean }) {
  const shellQuery = useContext(AccountModeQueryContext);
  const token = useClientState((state) => state.token);
  const { queryRef } = useAccountModeQuery<AccountModeBalanceQueryType>(
    accountModeBalanceQuery,
    shellQuery && shellQuery.token === token ? shellQuery.queryRef : null,
    {},
  );
  if (!queryRef) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountModeMenuChip queryRef={queryRef} compact={compact} />
    </Suspense>
  );
}

type AccountModeMenuChipProps = {
  queryRef: PreloadedQuery<AccountModeBalanceQueryType>;
  compact: boolean;
};

/** The chip is plain markup; the menu (Chakra) loads when a pointer or the keyboard reaches it. */
function AccountModeMenuChip({ queryRef, compact }: AccountModeMenuChipProps) {
  const { viewer } = usePreloadedQuery<AccountModeBalanceQueryType>(accountModeBalanceQuery, queryRef);
  const account = viewer?.account;
  const mode = knownAccountMode(account?.mode ?? queryRef.variables.mode);
  const locale = languageTags[useClientState((state) => state.language)];
  const balance = account ? formatMoney(account.balance, locale) : '—';
  const [Popup, load] = useOnDemand(popup);
  const [asked, setAsked] = useState(false);
  if (Popup) return <Popup mode={mode} balance={balance} compact={compact} defaultOpen={asked} />;
  return (
    <AccountModeChip
      mode={mode}
      balance={balance}
      compact={compact}
      onPointerEnter={load}
      onFocus={load}
      onClick={() => {
        setAsked(true);
        load();
      }}
    />
  );
}

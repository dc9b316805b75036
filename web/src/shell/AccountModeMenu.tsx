import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { AccountModeMenuQuery } from '../__generated__/AccountModeMenuQuery.graphql';
import { onDemand, useOnDemand } from '../components/ui/on-demand';
import { formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { accountModeOf } from '../state/accountMode';
import { useClientState } from '../state/clientStore';
import { AccountModeChip } from './AccountModeChip';

const popup = onDemand(() => import('./AccountModeMenuPopup').then((module) => module.AccountModeMenuPopup));

/**
 * The account chip next to the bell: DEMO/REAL with the balance, and a menu to switch. It lives in
 * the shell across every route and session, so it owns a small query of its own, refetched when
 * the account changes (the fetch key); orders and payouts update the same Viewer record. The chip
 * is plain markup; the menu (Chakra) loads when a pointer or the keyboard reaches it.
 */
export function AccountModeMenu({ compact = false }: { compact?: boolean }) {
  const virtualStatus = useClientState((state) => state.virtualStatus);
  const token = useClientState((state) => state.token);
  const mode = accountModeOf(virtualStatus);
  const { viewer } = useLazyLoadQuery<AccountModeMenuQuery>(
    graphql`
      query AccountModeMenuQuery {
        viewer {
          id
          accountMode
          balance
        }
      }
    `,
    {},
    { fetchKey: `${virtualStatus}:${token ?? ''}`, fetchPolicy: 'store-or-network' },
  );
  const locale = languageTags[useClientState((state) => state.language)];
  const balance = viewer ? formatMoney(viewer.balance, locale) : '—';
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

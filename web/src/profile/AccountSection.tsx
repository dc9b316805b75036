import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { AccountSectionQuery } from '../__generated__/AccountSectionQuery.graphql';
import { ErrorState } from '../components/ui/error-state';
import layout from '../components/ui/layout.module.css';
import { SignInPrompt } from '../components/ui/sign-in-prompt';
import { useAccountModeQuery } from '../relay/useAccountModeQuery';
import { knownAccountMode } from '../state/accountMode';
import { AccountInfo } from './AccountInfo';
import { AccountModeCard } from './AccountModeCard';
import type { KnownOrderStatus } from './orderStatus';
import { ProfileOrders } from './ProfileOrders';
import { TransactionHistory } from './TransactionHistory';

export const accountSectionQuery = graphql`
  query AccountSectionQuery($orderStatus: OrderStatus!, $mode: AccountMode!) {
    viewer {
      ...AccountInfo_viewer
      account(mode: $mode) {
        id
        mode
        ...AccountModeCard_account
        ...ProfileOrders_account @arguments(status: $orderStatus)
        ...TransactionHistory_account
      }
    }
  }
`;

type AccountSectionProps = {
  queryRef: PreloadedQuery<AccountSectionQuery>;
  /** The order tab the URL names; null: the first tab with orders. */
  orderStatus: KnownOrderStatus | null;
  onRetry: () => void;
};

/**
 * The account in use with its orders and ledger, and the user's details. A demo/real switch loads
 * the other account's query (from the store when this page has shown it before) while the
 * account shown so far stays on screen; each account keeps its own records, so switching back
 * fetches nothing.
 */
export function AccountSection({ queryRef: loaderRef, orderStatus, onRetry }: AccountSectionProps) {
  const { queryRef, isSwitching } = useAccountModeQuery<AccountSectionQuery>(accountSectionQuery, loaderRef, {
    orderStatus: orderStatus ?? 'OPEN',
  });
  const shown = queryRef ?? loaderRef;
  const { viewer } = usePreloadedQuery<AccountSectionQuery>(accountSectionQuery, shown);
  if (!viewer) return <SignInPrompt />;
  // Null (with an error beside it) only when the account could not be read.
  const account = viewer.account;
  return (
    <div className={layout.sections} aria-busy={isSwitching}>
      {account ? (
        <>
          <AccountModeCard account={account} />
          {/* Each account its own list (and tab state): a switch shows the other one's from its start. */}
          <ProfileOrders
            key={account.id}
            account={account}
            initialStatus={orderStatus ?? 'OPEN'}
            tabChosen={orderStatus !== null}
          />
          <TransactionHistory account={account} />
        </>
      ) : (
        <ErrorState onRetry={onRetry} />
      )}
      <AccountInfo viewer={viewer} mode={knownAccountMode(account?.mode ?? shown.variables.mode)} />
    </div>
  );
}

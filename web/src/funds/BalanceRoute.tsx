import type { PreloadedQuery } from 'react-relay';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { BalanceRouteQuery } from '../__generated__/BalanceRouteQuery.graphql';
import { SignInPrompt } from '../components/ui/sign-in-prompt';
import { useRefreshOnAccountEvent } from '../relay/useRefreshOnAccountEvent';
import { useLoaderValue } from '../routing/useLoaderValue';
import { useClientState } from '../state/clientStore';
import { BalancesPanel } from './BalancesPanel';
import type { balanceLoader } from './balanceLoader';
import { DemoAccountNotice } from './DemoAccountNotice';
import { DepositForm } from './DepositForm';
import { FundsPage } from './FundsPage';
import { balancePageHeader } from './fundsPageHeaders';
import { RecentDeposits } from './RecentDeposits';

export const balanceRouteQuery = graphql`
  query BalanceRouteQuery {
    viewer {
      id
      ...BalancesPanel_viewer
      ...RecentDeposits_viewer
    }
    ...DepositForm_query
  }
`;

const noVariables = {};
/** The balances per currency and the records: any real-account movement, a deposit's or withdrawal's review. */
const refreshOn = { realBalance: true, reviews: ['RECHARGE', 'WITHDRAWAL'] } as const;

/**
 * `/profile/balance`: the real account's balances per currency and the deposit flow. The
 * demo account cannot deposit: in demo mode the page says so and offers the real account.
 */
export function BalanceRoute() {
  const { queryRef } = useLoaderValue<typeof balanceLoader>();
  return (
    <FundsPage
      header={balancePageHeader}
      content={queryRef ? <BalanceContent queryRef={queryRef} /> : null}
    />
  );
}

function BalanceContent({ queryRef }: { queryRef: PreloadedQuery<BalanceRouteQuery> }) {
  const data = usePreloadedQuery<BalanceRouteQuery>(balanceRouteQuery, queryRef);
  useRefreshOnAccountEvent<BalanceRouteQuery>(balanceRouteQuery, noVariables, refreshOn);
  const demo = useClientState((state) => state.accountMode === 'DEMO');
  if (!data.viewer) return <SignInPrompt />;
  return (
    <>
      <BalancesPanel viewer={data.viewer} />
      {demo ? <DemoAccountNotice /> : <DepositForm query={data} />}
      <RecentDeposits viewer={data.viewer} />
    </>
  );
}

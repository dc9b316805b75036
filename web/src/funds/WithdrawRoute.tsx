import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { WithdrawRouteQuery } from '../__generated__/WithdrawRouteQuery.graphql';
import { SignInPrompt } from '../components/ui/sign-in-prompt';
import { useRefreshOnAccountEvent } from '../relay/useRefreshOnAccountEvent';
import { useLoaderValue } from '../routing/useLoaderValue';
import { useClientState } from '../state/clientStore';
import { BalancesPanel } from './BalancesPanel';
import { DemoAccountNotice } from './DemoAccountNotice';
import { FundsPage } from './FundsPage';
import { withdrawPageHeader } from './fundsPageHeaders';
import { RecentWithdrawals } from './RecentWithdrawals';
import { WithdrawForm } from './WithdrawForm';
import type { withdrawLoader } from './withdrawLoader';

export const withdrawRouteQuery = graphql`
  query WithdrawRouteQuery {
    viewer {
      id
      ...BalancesPanel_viewer
      ...WithdrawForm_viewer
      ...RecentWithdrawals_viewer
    }
    ...WithdrawForm_query
  }
`;

const noVariables = {};
/** The balances per currency and the records: any real-account movement, a deposit's or withdrawal's review. */
const refreshOn = { realBalance: true, reviews: ['RECHARGE', 'WITHDRAWAL'] } as const;

/** `/profile/balance/withdraw`: a withdrawal from the real account. */
export function WithdrawRoute() {
  const { queryRef } = useLoaderValue<typeof withdrawLoader>();
  return (
    <FundsPage
      header={withdrawPageHeader}
      content={queryRef ? <WithdrawContent queryRef={queryRef} /> : null}
    />
  );
}

function WithdrawContent({ queryRef }: { queryRef: PreloadedQuery<WithdrawRouteQuery> }) {
  const data = usePreloadedQuery<WithdrawRouteQuery>(withdrawRouteQuery, queryRef);
  useRefreshOnAccountEvent<WithdrawRouteQuery>(withdrawRouteQuery, noVariables, refreshOn);
  const demo = useClientState((state) => state.accountMode === 'DEMO');
  if (!data.viewer) return <SignInPrompt />;
  return (
    <>
      <BalancesPanel viewer={data.viewer} />
      {demo ? <DemoAccountNotice /> : <WithdrawForm viewer={data.viewer} query={data} />}
      <RecentWithdrawals viewer={data.viewer} />
    </>
  );
}

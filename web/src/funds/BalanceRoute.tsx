import { Box, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreloadedQuery } from 'react-relay';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { BalanceRouteQuery } from '../__generated__/BalanceRouteQuery.graphql';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { ErrorState } from '../components/ui/error-state';
import { ListSkeleton } from '../components/ui/list-skeleton';
import { PageHeader } from '../components/ui/page-header';
import { SignInPrompt } from '../components/ui/sign-in-prompt';
import { useLoaderValue } from '../router/useLoaderValue';
import { useClientState } from '../state/clientStore';
import { BalancesPanel } from './BalancesPanel';
import type { balanceLoader } from './balanceLoader';
import { DemoAccountNotice } from './DemoAccountNotice';
import { DepositForm } from './DepositForm';
import { RecentDeposits } from './RecentDeposits';
import { useRefreshOnReview } from './useRefreshOnReview';

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

/**
 * `/profile/balance`: the real account's balances per currency and the deposit flow (spec §2). The
 * demo account cannot deposit: in demo mode the page says so and offers the real account.
 */
export function BalanceRoute() {
  const { t } = useTranslation();
  const { queryRef } = useLoaderValue<typeof balanceLoader>();
  const isLogin = useClientState((state) => state.isLogin);
  return (
    <Box maxW="3xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '8' }}>
      <Stack gap="5">
        <PageHeader title={t('funds.balanceTitle')} subtitle={t('funds.balanceSubtitle')} />
        {isLogin && queryRef ? (
          <ErrorBoundary fallback={(reset) => <ErrorState onRetry={reset} />}>
            <Suspense fallback={<ListSkeleton rows={4} />}>
              <BalanceContent queryRef={queryRef} />
            </Suspense>
          </ErrorBoundary>
        ) : (
          <SignInPrompt />
        )}
      </Stack>
    </Box>
  );
}

function BalanceContent({ queryRef }: { queryRef: PreloadedQuery<BalanceRouteQuery> }) {
  const data = usePreloadedQuery<BalanceRouteQuery>(balanceRouteQuery, queryRef);
  useRefreshOnReview<BalanceRouteQuery>(balanceRouteQuery, noVariables);
  const demo = useClientState((state) => state.virtualStatus !== 1);
  if (!data.viewer) return <SignInPrompt />;
  return (
    <>
      <BalancesPanel viewer={data.viewer} />
      {demo ? <DemoAccountNotice /> : <DepositForm query={data} />}
      <RecentDeposits viewer={data.viewer} />
    </>
  );
}

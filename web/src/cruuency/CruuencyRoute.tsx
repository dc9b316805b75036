import { Box, Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link } from 'react-router';
import type { CruuencyRouteQuery } from '../__generated__/CruuencyRouteQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { ErrorState } from '../components/ui/error-state';
import { useMarketTicks } from '../markets/useMarketTicks';
import { useLoaderValue } from '../router/useLoaderValue';
import type { cruuencyLoader } from './cruuencyLoader';
import { KlineChartPanel } from './KlineChartPanel';
import { MarketSummary } from './MarketSummary';

const query = graphql`
  query CruuencyRouteQuery($code: String!) {
    market(code: $code) {
      code
      ...MarketSummary_market
    }
    ...KlineChartPanel_query
  }
`;

/** Market detail: live price, 24 h figures, trading state and the candlestick chart. */
export function CruuencyRoute() {
  const { t } = useTranslation();
  const { code, queryRef } = useLoaderValue<typeof cruuencyLoader>();
  const data = usePreloadedQuery<CruuencyRouteQuery>(query, queryRef);
  useMarketTicks([code]);

  if (!data.market) {
    return (
      <Box py="16">
        <EmptyState title={t('cruuency.notFound')}>
          <Button asChild colorPalette="brand" size="sm">
            <Link to="/market">{t('cruuency.toMarkets')}</Link>
          </Button>
        </EmptyState>
      </Box>
    );
  }

  return (
    <Box maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '8' }}>
      <Stack gap="6">
        <MarketSummary market={data.market} />
        <ErrorBoundary fallback={(reset) => <ErrorState onRetry={reset} />}>
          <KlineChartPanel query={data} />
        </ErrorBoundary>
      </Stack>
    </Box>
  );
}

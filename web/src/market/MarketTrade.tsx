import { Box, Grid, GridItem } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { MarketTradeQuery } from '../__generated__/MarketTradeQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { ErrorState } from '../components/ui/error-state';
import { KlineChartPanel } from '../cruuency/KlineChartPanel';
import { MarketSummary } from '../cruuency/MarketSummary';
import { OrderPanel } from './OrderPanel';

export const marketTradeQuery = graphql`
  query MarketTradeQuery($code: String!) {
    market(code: $code) {
      code
      ...MarketSummary_market
      ...OrderPanel_market
    }
    ...KlineChartPanel_query
    ...OrderPanel_query
  }
`;

/** The selected market: summary and chart, with the order panel beside (below on narrow screens). */
export function MarketTrade({ queryRef }: { queryRef: PreloadedQuery<MarketTradeQuery> }) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<MarketTradeQuery>(marketTradeQuery, queryRef);
  if (!data.market) return <EmptyState title={t('cruuency.notFound')} />;
  return (
    <Grid
      templateColumns={{ base: 'minmax(0,1fr)', lg: 'minmax(0,1fr) 22rem' }}
      templateAreas={{ base: '"summary" "chart" "order"', lg: '"summary order" "chart order"' }}
      templateRows={{ lg: 'auto 1fr' }}
      gap="4"
      alignItems="start"
    >
      <GridItem area="summary" minW="0">
        <MarketSummary market={data.market} headingLevel="h2" />
      </GridItem>
      <GridItem area="chart" minW="0">
        <ErrorBoundary fallback={(reset) => <ErrorState onRetry={reset} />}>
          <KlineChartPanel query={data} />
        </ErrorBoundary>
      </GridItem>
      <GridItem area="order" minW="0">
        <Box position={{ lg: 'sticky' }} top={{ lg: '20' }}>
          <OrderPanel key={data.market.code} market={data.market} query={data} />
        </Box>
      </GridItem>
    </Grid>
  );
}

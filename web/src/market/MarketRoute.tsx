import { Grid, GridItem, Input, InputGroup, Stack } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CategoryTabs } from '../components/market-list/CategoryTabs';
import { useMarketTicks } from '../components/market-list/useMarketTicks';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { ErrorState } from '../components/ui/error-state';
import { Icon } from '../components/ui/icon';
import { ListSkeleton } from '../components/ui/list-skeleton';
import { PageHeader, pageFrameClass } from '../components/ui/page-header';
import { SimulatedBadge } from '../components/ui/simulated-badge';
import { useLoaderValue } from '../router/useLoaderValue';
import { MarketCategory } from './MarketCategory';
import { MarketSelectionPending } from './MarketSelectionPending';
import { MarketTrade } from './MarketTrade';
import { MarketWatchlist } from './MarketWatchlist';
import type { marketLoader } from './marketLoader';
import { marketPageHeader } from './marketPageHeader';
import { marketPagePath } from './marketTab';
import { TradePlaceholder } from './TradePlaceholder';

/**
 * `/market`: the selected market's chart and order panel, and the market list (five categories
 * and the watchlist, with a search) to pick from. Prices are live from the subscription.
 */
export function MarketRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tab, code, list, tradeRef, accountRef } = useLoaderValue<typeof marketLoader>();
  const [search, setSearch] = useState('');
  useMarketTicks();
  return (
    <div className={pageFrameClass}>
      <PageHeader
        title={t(marketPageHeader.title)}
        subtitle={t(marketPageHeader.subtitle ?? '')}
        aside={<SimulatedBadge />}
      />
      <Grid
        templateColumns={{ base: 'minmax(0,1fr)', xl: '21rem minmax(0,1fr)' }}
        templateAreas={{ base: '"trade" "list"', xl: '"list trade"' }}
        gap="4"
        alignItems="start"
      >
        <GridItem area="trade" minW="0">
          <ErrorBoundary fallback={(reset) => <ErrorState onRetry={reset} />}>
            {tradeRef ? (
              <Suspense fallback={<TradePlaceholder />}>
                <MarketTrade queryRef={tradeRef} accountRef={accountRef} />
              </Suspense>
            ) : (
              <MarketSelectionPending list={list} />
            )}
          </ErrorBoundary>
        </GridItem>
        <GridItem
          area="list"
          minW="0"
          as="section"
          aria-label={t('market.listLabel')}
          layerStyle="panel"
          p={{ base: '2', md: '3' }}
        >
          <Stack gap="2">
            <InputGroup startElement={<Icon name="search" color="fg.muted" />}>
              <Input
                type="search"
                size="sm"
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                placeholder={t('market.searchPlaceholder')}
                aria-label={t('market.search')}
              />
            </InputGroup>
            <CategoryTabs
              size="sm"
              wrap
              value={tab}
              extraTabs={[{ value: 'WATCHLIST', label: t('market.watchlist') }]}
              onChange={(next) => navigate(marketPagePath(next, code), { preventScrollReset: true })}
            >
              <ErrorBoundary fallback={(reset) => <ErrorState onRetry={reset} />}>
                <Suspense fallback={<ListSkeleton />}>
                  {list.kind === 'watchlist' ? (
                    <MarketWatchlist queryRef={list.queryRef} selectedCode={code} search={search} />
                  ) : (
                    <MarketCategory queryRef={list.queryRef} tab={tab} selectedCode={code} search={search} />
                  )}
                </Suspense>
              </ErrorBoundary>
            </CategoryTabs>
          </Stack>
        </GridItem>
      </Grid>
    </div>
  );
}

import { Button, Grid, GridItem, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryLoader } from 'react-relay';
import { useNavigate } from 'react-router';
import type { MarketSearchQuery } from '../__generated__/MarketSearchQuery.graphql';
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
import { MarketSearch, marketSearchQuery } from './MarketSearch';
import { MarketSelectionPending } from './MarketSelectionPending';
import { MarketTrade } from './MarketTrade';
import { MarketWatchlist } from './MarketWatchlist';
import type { marketLoader } from './marketLoader';
import { marketPageHeader } from './marketPageHeader';
import { marketPagePath } from './marketTab';
import { TradePlaceholder } from './TradePlaceholder';

/**
 * `/market`: the selected market's chart and order panel, and the market list (five categories
 * and the watchlist, and a search over all of them) to pick from. Prices are live from the
 * subscription. On narrow screens the list is a folded selector above the chart.
 */
export function MarketRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tab, tabInUrl, code, list, tradeRef, accountRef } = useLoaderValue<typeof marketLoader>();
  const [search, setSearch] = useState('');
  const [searchRef, loadSearch] = useQueryLoader<MarketSearchQuery>(marketSearchQuery);
  // Narrow screens: the list folds behind a selector above the chart (see the grid's areas).
  const [pickerOpen, setPickerOpen] = useState(false);
  const pickerId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  useMarketTicks();

  // A market was chosen: back to the tabs (the URL names the market's tab), the picker folds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the selected market changes
  useEffect(() => {
    setSearch('');
    setPickerOpen((open) => {
      // The chosen row disappears with the folded list: keep the focus on the selector.
      if (open && toggleRef.current?.offsetParent) toggleRef.current.focus();
      return false;
    });
  }, [code]);

  const searching = search.trim() !== '';
  const startSearch = () => {
    // Every category's markets, once, when the user first turns to the search.
    if (!searchRef) loadSearch({}, { fetchPolicy: 'store-or-network' });
  };

  return (
    <div className={pageFrameClass}>
      <PageHeader
        title={t(marketPageHeader.title)}
        subtitle={t(marketPageHeader.subtitle ?? '')}
        aside={<SimulatedBadge />}
      />
      <Grid
        templateColumns={{ base: 'minmax(0,1fr)', xl: '21rem minmax(0,1fr)' }}
        // The picker comes first on narrow screens, folded, so it is reached without scrolling.
        templateAreas={{ base: '"list" "trade"', xl: '"list trade"' }}
        gap="4"
        alignItems="start"
      >
        <GridItem area="trade" minW="0">
          <ErrorBoundary fallback={(reset) => <ErrorState onRetry={reset} />}>
            {tradeRef ? (
              <Suspense fallback={<TradePlaceholder />}>
                <MarketTrade queryRef={tradeRef} accountRef={accountRef} nameTab={!tabInUrl} />
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
          <Button
            ref={toggleRef}
            display={{ base: 'flex', xl: 'none' }}
            width="full"
            variant="ghost"
            justifyContent="space-between"
            aria-expanded={pickerOpen}
            aria-controls={pickerId}
            onClick={() => setPickerOpen((open) => !open)}
            data-testid="market-picker-toggle"
          >
            <span>
              {t('market.pickerToggle')}
              {code ? (
                <Text as="span" color="fg.muted" ms="2">
                  <bdi>{code}</bdi>
                </Text>
              ) : null}
            </span>
            <Icon name="chevronDown" style={pickerOpen ? { transform: 'rotate(180deg)' } : undefined} />
          </Button>
          <Stack
            gap="2"
            id={pickerId}
            display={{ base: pickerOpen ? 'flex' : 'none', xl: 'flex' }}
            mt={{ base: '2', xl: '0' }}
          >
            <InputGroup startElement={<Icon name="search" color="fg.muted" />}>
              <Input
                type="search"
                size="sm"
                value={search}
                onFocus={startSearch}
                onChange={(event) => {
                  startSearch();
                  setSearch(event.currentTarget.value);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') setSearch('');
                }}
                placeholder={t('market.searchPlaceholder')}
                aria-label={t('market.search')}
              />
            </InputGroup>
            {searching && searchRef ? (
              <ErrorBoundary fallback={(reset) => <ErrorState onRetry={reset} />}>
                <Suspense fallback={<ListSkeleton />}>
                  <MarketSearch queryRef={searchRef} search={search} selectedCode={code} />
                </Suspense>
              </ErrorBoundary>
            ) : (
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
                      <MarketWatchlist queryRef={list.queryRef} selectedCode={code} />
                    ) : (
                      <MarketCategory queryRef={list.queryRef} tab={tab} selectedCode={code} />
                    )}
                  </Suspense>
                </ErrorBoundary>
              </CategoryTabs>
            )}
          </Stack>
        </GridItem>
      </Grid>
    </div>
  );
}

import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryLoader } from 'react-relay';
import { useNavigate } from 'react-router';
import type { MarketSearchQuery } from '../__generated__/MarketSearchQuery.graphql';
import { CategoryTabs } from '../components/market-list/CategoryTabs';
import { useMarketTicks } from '../components/market-list/useMarketTicks';
import { buttonClass } from '../components/ui/button-class';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { ErrorState } from '../components/ui/error-state';
import { Icon } from '../components/ui/icon';
import { ListSkeleton } from '../components/ui/list-skeleton';
import { PageHeader, pageFrameClass } from '../components/ui/page-header';
import { SimulatedBadge } from '../components/ui/simulated-badge';
import field from '../components/ui/text-field.module.css';
import { useLoaderValue } from '../routing/useLoaderValue';
import { MarketCategory } from './MarketCategory';
import styles from './MarketRoute.module.css';
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
      // The chosen row disappears with the folded list: the focus, unless the order panel took
      // it already, stays on the selector.
      const lost = document.activeElement === document.body || document.activeElement === null;
      if (open && lost && toggleRef.current?.offsetParent) toggleRef.current.focus();
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
      {/* The list comes first in the markup as on screen (a column at the start, or on narrow
          screens the folded picker above the chart), so the keyboard meets it first too. */}
      <div className={styles.layout}>
        <section className={styles.list} aria-label={t('market.listLabel')}>
          <button
            ref={toggleRef}
            type="button"
            className={buttonClass({ variant: 'ghost', className: styles.toggle })}
            aria-expanded={pickerOpen}
            aria-controls={pickerId}
            onClick={() => setPickerOpen((open) => !open)}
            data-testid="market-picker-toggle"
          >
            <span>
              {t('market.pickerToggle')}
              {code ? (
                <span className={styles.code}>
                  <bdi>{code}</bdi>
                </span>
              ) : null}
            </span>
            <Icon name="chevronDown" className={pickerOpen ? styles.flipped : undefined} />
          </button>
          <div id={pickerId} className={pickerOpen ? styles.picker : `${styles.picker} ${styles.folded}`}>
            <MarketSearchField value={search} onChange={setSearch} onStart={startSearch} />
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
          </div>
        </section>
        <div className={styles.trade}>
          <ErrorBoundary fallback={(reset) => <ErrorState onRetry={reset} />}>
            {tradeRef ? (
              <Suspense fallback={<TradePlaceholder />}>
                <MarketTrade queryRef={tradeRef} accountRef={accountRef} nameTab={!tabInUrl} />
              </Suspense>
            ) : (
              <MarketSelectionPending list={list} />
            )}
          </ErrorBoundary>
        </div>
      </div>
    </div>
  );
}

type MarketSearchFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** The user turns to the search (focus or typing): every category's markets load, once. */
  onStart: () => void;
};

/** The search over every category's markets; Escape clears it. */
function MarketSearchField({ value, onChange, onStart }: MarketSearchFieldProps) {
  const { t } = useTranslation();
  return (
    <div className={`${field.group} ${styles.search}`}>
      <div className={styles.searchIcon}>
        <Icon name="search" />
      </div>
      <input
        type="search"
        className={`${field.input} ${field.sm} ${styles.searchInput}`}
        value={value}
        onFocus={onStart}
        onChange={(event) => {
          onStart();
          onChange(event.currentTarget.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onChange('');
        }}
        placeholder={t('market.searchPlaceholder')}
        aria-label={t('market.search')}
      />
    </div>
  );
}

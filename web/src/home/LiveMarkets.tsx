import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import HomeRouteQueryNode, { type HomeRouteQuery } from '../__generated__/HomeRouteQuery.graphql';
import { CategoryTabs } from '../components/market-list/CategoryTabs';
import { MarketList } from '../components/market-list/MarketList';
import list from '../components/market-list/MarketList.module.css';
import { MarketListHeader } from '../components/market-list/MarketListHeader';
import type { KnownMarketType } from '../components/market-list/marketTypes';
import heading from '../components/ui/heading.module.css';
import { SimulatedBadge } from '../components/ui/simulated-badge';
import skeleton from '../components/ui/skeleton.module.css';
import { useHydrated } from '../state/hydration';
import styles from './HomePage.module.css';
import placeholder from './LiveMarkets.module.css';

/** Placeholder rows: enough to fill the first screen below the tabs, as tall as market rows. */
const PLACEHOLDER_ROWS = 8;

/** The live markets panel of the home page: five category tabs over the selected category's rows. */
export function LiveMarkets({ queryRef }: { queryRef: PreloadedQuery<HomeRouteQuery> | null }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<KnownMarketType>('CRYPTO');
  // The prerender and the adoption of its markup show the placeholder rows (see state/hydration).
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="live-markets" className={`${styles.panel} ${styles.markets}`}>
      <div className={styles.marketsHeader}>
        <h2 id="live-markets" className={`${heading.heading} ${heading.lg}`}>
          {t('home.marketsTitle')}
        </h2>
        <SimulatedBadge />
      </div>
      <CategoryTabs id="home-markets" value={category} onChange={setCategory}>
        <Suspense fallback={<MarketListPlaceholder />}>
          {queryRef && hydrated ? (
            <CategoryMarkets queryRef={queryRef} category={category} />
          ) : (
            <MarketListPlaceholder />
          )}
        </Suspense>
      </CategoryTabs>
    </section>
  );
}

function CategoryMarkets({
  queryRef,
  category,
}: {
  queryRef: PreloadedQuery<HomeRouteQuery>;
  category: KnownMarketType;
}) {
  const data = usePreloadedQuery<HomeRouteQuery>(HomeRouteQueryNode, queryRef);
  const lists = {
    FOREX: data.forex,
    CRYPTO: data.crypto,
    STOCKS: data.stocks,
    FUTURES: data.futures,
    METALS: data.metals,
  } satisfies Record<KnownMarketType, unknown>;
  return <MarketList markets={lists[category]} />;
}

/** The list's header and rows of the same height as market rows, while the query loads. */
function MarketListPlaceholder() {
  return (
    <div className={list.list} aria-hidden="true">
      <MarketListHeader />
      <div className={list.rows}>
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={index} className={`${list.columns} ${placeholder.placeholderRow}`}>
            <div className={placeholder.placeholderMarket}>
              <div className={`${skeleton.skeleton} ${skeleton.circle} ${placeholder.placeholderLogo}`} />
              <div className={placeholder.placeholderNames}>
                <div className={`${skeleton.skeleton} ${placeholder.placeholderName}`} />
                <div className={`${skeleton.skeleton} ${placeholder.placeholderCode}`} />
              </div>
            </div>
            <div className={list.trend}>
              <div className={`${skeleton.skeleton} ${placeholder.placeholderLine}`} />
            </div>
            <div className={`${skeleton.skeleton} ${placeholder.placeholderLine}`} />
            <div className={`${skeleton.skeleton} ${placeholder.placeholderPill}`} />
          </div>
        ))}
      </div>
    </div>
  );
}

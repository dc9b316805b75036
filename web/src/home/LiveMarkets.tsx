import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, useLazyLoadQuery, usePreloadedQuery } from 'react-relay';
import HomeRouteQueryNode, { type HomeRouteQuery } from '../__generated__/HomeRouteQuery.graphql';
import type { LiveMarketsCategoryQuery } from '../__generated__/LiveMarketsCategoryQuery.graphql';
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

/** The tab the page opens on, whose list comes with the home page's query. */
const HOME_CATEGORY: KnownMarketType = 'CRYPTO';

/** Placeholder rows: enough to fill the first screen below the tabs, as tall as market rows. */
const PLACEHOLDER_ROWS = 8;

/** The live markets panel of the home page: five category tabs over the selected category's rows. */
export function LiveMarkets({ queryRef }: { queryRef: PreloadedQuery<HomeRouteQuery> | null }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<KnownMarketType>(HOME_CATEGORY);
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
  if (category === HOME_CATEGORY) return <MarketList markets={data.crypto} />;
  return <OtherCategoryMarkets type={category} />;
}

const liveMarketsCategoryQuery = graphql`
  query LiveMarketsCategoryQuery($type: MarketType!) {
    markets(type: $type) {
      ...MarketList_markets
    }
  }
`;

/**
 * A category the page did not open on: loaded when its tab is first chosen (the placeholder rows
 * show meanwhile), then from the store when chosen again; live prices keep its rows current.
 */
function OtherCategoryMarkets({ type }: { type: KnownMarketType }) {
  const data = useLazyLoadQuery<LiveMarketsCategoryQuery>(
    liveMarketsCategoryQuery,
    { type },
    { fetchPolicy: 'store-or-network' },
  );
  return <MarketList markets={data.markets} />;
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

import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { MarketCategoryQuery } from '../__generated__/MarketCategoryQuery.graphql';
import type { MarketWatchlistQuery } from '../__generated__/MarketWatchlistQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { marketCategoryQuery } from './MarketCategory';
import styles from './MarketSelectionPending.module.css';
import { marketWatchlistQuery } from './MarketWatchlist';
import { TradePlaceholder } from './TradePlaceholder';

type MarketList =
  | { kind: 'category'; queryRef: PreloadedQuery<MarketCategoryQuery> }
  | { kind: 'watchlist'; queryRef: PreloadedQuery<MarketWatchlistQuery> | null };

function PickMarket() {
  const { t } = useTranslation();
  return (
    <div className={styles.pickMarket}>
      <EmptyState title={t('market.pickMarket')} />
    </div>
  );
}

function CategoryPending({ queryRef }: { queryRef: PreloadedQuery<MarketCategoryQuery> }) {
  const data = usePreloadedQuery<MarketCategoryQuery>(marketCategoryQuery, queryRef);
  return data.markets.length > 0 ? <TradePlaceholder /> : <PickMarket />;
}

function WatchlistPending({ queryRef }: { queryRef: PreloadedQuery<MarketWatchlistQuery> }) {
  const data = usePreloadedQuery<MarketWatchlistQuery>(marketWatchlistQuery, queryRef);
  return data.marketList.length > 0 ? <TradePlaceholder /> : <PickMarket />;
}

/**
 * The trading area before a market is selected. The list selects its first market as soon as it
 * loads (MarketPicker), so while it can, this keeps the trading area's final shape (placeholders)
 * instead of a short "pick a market" panel that the selection would then push the list below.
 */
export function MarketSelectionPending({ list }: { list: MarketList }) {
  if (list.kind === 'watchlist' && !list.queryRef) return <PickMarket />;
  return (
    <Suspense fallback={<TradePlaceholder />}>
      {list.kind === 'category' ? (
        <CategoryPending queryRef={list.queryRef} />
      ) : list.queryRef ? (
        <WatchlistPending queryRef={list.queryRef} />
      ) : null}
    </Suspense>
  );
}

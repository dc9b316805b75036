import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { MarketSearchQuery } from '../__generated__/MarketSearchQuery.graphql';
import { isKnownMarketType, marketTypes } from '../components/market-list/marketTypes';
import { EmptyState } from '../components/ui/empty-state';
import { useClientState } from '../state/clientStore';
import { MarketPickerRow } from './MarketPickerRow';
import styles from './MarketSearch.module.css';
import { useWatchlist } from './watchlist';

export const marketSearchQuery = graphql`
  query MarketSearchQuery {
    marketList {
      id
      code
      name
      type
      ...MarketPickerRow_market
    }
  }
`;

type MarketSearchProps = {
  queryRef: PreloadedQuery<MarketSearchQuery>;
  /** Case-insensitive, on name and code. */
  search: string;
  selectedCode: string | null;
};

/**
 * What the search finds in every category, grouped by category in the tabs' order. Choosing a
 * market opens it on its own category's tab, so the URL and the tabs name what is shown.
 */
export function MarketSearch({ queryRef, search, selectedCode }: MarketSearchProps) {
  const { t } = useTranslation();
  const userId = useClientState((state) => state.userInfo?.userId ?? null);
  const watchlist = useWatchlist(userId);
  const { marketList } = usePreloadedQuery<MarketSearchQuery>(marketSearchQuery, queryRef);
  const needle = search.trim().toLowerCase();
  const found = marketList.filter(
    (item) => item.code.toLowerCase().includes(needle) || item.name.toLowerCase().includes(needle),
  );
  if (found.length === 0) return <EmptyState title={t('market.noMatch')} />;
  return (
    // A labelled section is a region landmark, the role the results have always had.
    <section
      className={styles.results}
      aria-label={t('market.searchResults')}
      data-testid="market-search-results"
    >
      <p className={styles.count} aria-live="polite">
        {t('market.searchAll', { count: found.length })}
      </p>
      {marketTypes.map((type) => {
        const inType = found.filter((item) => item.type === type);
        if (inType.length === 0) return null;
        const headingId = `market-search-${type}`;
        return (
          <div key={type} className={styles.group}>
            <h3 id={headingId} className={styles.category}>
              {t(`markets.categories.${type}`)}
            </h3>
            <ul className={styles.rows} aria-labelledby={headingId}>
              {inType.map((item) => (
                <li key={item.id}>
                  <MarketPickerRow
                    market={item}
                    tab={isKnownMarketType(item.type) ? item.type : 'CRYPTO'}
                    selected={item.code === selectedCode}
                    userId={userId}
                    watched={watchlist.includes(item.code)}
                  />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { MarketList_markets$key } from '../../__generated__/MarketList_markets.graphql';
import { EmptyState } from '../ui/empty-state';
import styles from './MarketList.module.css';
import { MarketListHeader } from './MarketListHeader';
import { MarketRow } from './MarketRow';

/** The rows of one category with a header line. */
export function MarketList({ markets }: { markets: MarketList_markets$key }) {
  const { t } = useTranslation();
  const items = useFragment(
    graphql`
      fragment MarketList_markets on Market @relay(plural: true) {
        id
        ...MarketRow_market
      }
    `,
    markets,
  );
  if (items.length === 0) return <EmptyState title={t('markets.empty')} />;
  return (
    <div className={styles.list}>
      <MarketListHeader />
      <ul className={styles.rows}>
        {items.map((item) => (
          <li key={item.id}>
            <MarketRow market={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}

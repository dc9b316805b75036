import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type { MarketPicker_markets$key } from '../__generated__/MarketPicker_markets.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { useClientState } from '../state/clientStore';
import styles from './MarketPicker.module.css';
import { MarketPickerRow } from './MarketPickerRow';
import { type MarketTab, marketPagePath } from './marketTab';
import { useWatchlist } from './watchlist';

type MarketPickerProps = {
  markets: MarketPicker_markets$key;
  tab: MarketTab;
  selectedCode: string | null;
  /** Hide markets no longer on the watchlist (the watchlist tab). */
  onlyWatched?: boolean;
};

/** The market list of one tab of the trading page: select a market, star it. */
export function MarketPicker({ markets, tab, selectedCode, onlyWatched = false }: MarketPickerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = useClientState((state) => state.userInfo?.userId ?? null);
  const watchlist = useWatchlist(userId);
  const items = useFragment(
    graphql`
      fragment MarketPicker_markets on Market @relay(plural: true) {
        id
        code
        name
        ...MarketPickerRow_market
      }
    `,
    markets,
  );
  const shown = items.filter((item) => !onlyWatched || watchlist.includes(item.code));

  // Without a selection the first market of the tab is selected, so the chart never starts empty.
  const first = items[0]?.code ?? null;
  useEffect(() => {
    if (!selectedCode && first)
      navigate(marketPagePath(tab, first), { replace: true, preventScrollReset: true });
  }, [selectedCode, first, tab, navigate]);

  if (shown.length === 0)
    return (
      <EmptyState
        title={onlyWatched ? t('market.watchlistEmpty') : t('markets.empty')}
        description={onlyWatched ? t('market.watchlistHint') : undefined}
      />
    );
  return (
    <div className={styles.picker}>
      <div className={styles.header} aria-hidden="true">
        <span />
        <p>{t('markets.name')}</p>
        <p className={styles.end}>
          {t('markets.price')} / {t('markets.change')}
        </p>
      </div>
      <ul className={styles.rows} aria-label={t('market.listLabel')}>
        {shown.map((item) => (
          <li key={item.id}>
            <MarketPickerRow
              market={item}
              tab={tab}
              selected={item.code === selectedCode}
              userId={userId}
              watched={watchlist.includes(item.code)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { MarketPickerRow_market$key } from '../__generated__/MarketPickerRow_market.graphql';
import { buttonClass } from '../components/ui/button-class';
import { Icon } from '../components/ui/icon';
import { MarketLogo } from '../components/ui/market-logo';
import { PriceChange } from '../components/ui/price-change';
import { formatDecimal } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import styles from './MarketPickerRow.module.css';
import { type MarketTab, marketPagePath } from './marketTab';
import { requestOrderPanelFocus } from './order/orderPanelFocus';
import { toggleWatchlist } from './watchlist';

type MarketPickerRowProps = {
  market: MarketPickerRow_market$key;
  tab: MarketTab;
  selected: boolean;
  /** The signed-in user; the star shows only for a user (the watchlist is kept per user). */
  userId: number | null;
  watched: boolean;
};

/**
 * One market of the trading page's list: a star toggle and a link that selects the market. Plain
 * markup (no Chakra styling work): every row renders again with each live price.
 */
export function MarketPickerRow({ market, tab, selected, userId, watched }: MarketPickerRowProps) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment MarketPickerRow_market on Market {
        code
        name
        logo
        nowPrice
        change24hPercent
      }
    `,
    market,
  );
  return (
    <div
      className={selected ? `${styles.row} ${styles.selected}` : styles.row}
      data-testid="picker-row"
      data-code={data.code}
    >
      {userId !== null ? (
        <button
          type="button"
          className={buttonClass({
            variant: 'ghost',
            size: 'xs',
            iconOnly: true,
            className: watched ? styles.watched : styles.star,
          })}
          aria-pressed={watched}
          aria-label={t(watched ? 'market.removeFromWatchlist' : 'market.addToWatchlist', {
            name: data.name,
          })}
          onClick={() => toggleWatchlist(userId, data.code)}
        >
          <Icon name="star" fill={watched ? 'currentColor' : 'none'} />
        </button>
      ) : (
        <span />
      )}
      <Link
        to={marketPagePath(tab, data.code)}
        preventScrollReset
        aria-current={selected ? 'true' : undefined}
        // Another market chosen: the keyboard goes on to its order panel.
        onClick={selected ? undefined : requestOrderPanelFocus}
        className={styles.link}
      >
        <div className={styles.market}>
          <MarketLogo src={data.logo} code={data.code} size="7" />
          <div className={styles.names}>
            <p className={styles.name}>
              <bdi>{data.name}</bdi>
            </p>
            <p className={styles.code}>{data.code}</p>
          </div>
        </div>
        <div className={styles.figures}>
          <p className={styles.price} dir="ltr">
            {formatDecimal(data.nowPrice, locale)}
          </p>
          <PriceChange value={data.change24hPercent} size="xs" />
        </div>
      </Link>
    </div>
  );
}

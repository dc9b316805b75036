import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { MarketRow_market$key } from '../../__generated__/MarketRow_market.graphql';
import { formatDecimal } from '../../format/formatNumber';
import { languageTags } from '../../i18n/languages';
import { useClientState } from '../../state/clientStore';
import { MarketLogo } from '../ui/market-logo';
import { PriceChange } from '../ui/price-change';
import styles from './MarketList.module.css';
import { marketDetailPath } from './marketTypes';
import { Sparkline } from './Sparkline';

/** One market: logo, name, 24 h change, sparkline of the last 100 prices, latest price. */
export function MarketRow({ market }: { market: MarketRow_market$key }) {
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment MarketRow_market on Market {
        id
        marketId
        code
        type
        name
        logo
        nowPrice
        change24hPercent
        recentPrices
      }
    `,
    market,
  );
  const rising = Number(data.change24hPercent) > 0;
  return (
    <Link
      to={marketDetailPath(data)}
      className={`${styles.columns} ${styles.row}`}
      data-testid="market-row"
      data-code={data.code}
    >
      <div className={styles.market}>
        <MarketLogo src={data.logo} code={data.code} />
        <div className={styles.names}>
          <p className={styles.name}>{data.name}</p>
          <p className={styles.code}>{data.code}</p>
        </div>
      </div>
      <div className={`${styles.trend} ${styles.sparkline}`}>
        <Sparkline points={data.recentPrices} rising={rising} />
      </div>
      <p className={styles.price} dir="ltr" data-testid="market-price">
        {formatDecimal(data.nowPrice, locale)}
      </p>
      <PriceChange value={data.change24hPercent} variant="pill" size="sm" />
    </Link>
  );
}

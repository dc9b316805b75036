import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { OrderListItem_order$key } from '../__generated__/OrderListItem_order.graphql';
import { formatDate } from '../format/formatDate';
import { formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { orderDetailPath } from '../routing/paths';
import { useClientState } from '../state/clientStore';
import { DirectionBadge, ResultBadge } from './OrderBadges';
import styles from './OrderListItem.module.css';
import { formatSignedMoney } from './signedMoney';

/** One order in the list: market, direction, stake, result; opens the order detail. */
export function OrderListItem({ order }: { order: OrderListItem_order$key }) {
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment OrderListItem_order on OptionsOrder {
        id
        orderNo
        code
        marketName
        direction
        amount
        status
        result
        profit
        openTime
      }
    `,
    order,
  );
  return (
    <Link to={orderDetailPath(data.id)} className={styles.item} data-testid="order-item">
      <div className={styles.row}>
        <div className={styles.start}>
          <div className={styles.market}>
            <p className={`${styles.name} ${styles.wrapAnywhere}`}>{data.marketName}</p>
            <DirectionBadge direction={data.direction} size="sm" />
          </div>
          <p className={`${styles.note} ${styles.wrapAnywhere}`}>
            <bdi dir="ltr">{data.orderNo}</bdi> · {formatDate(data.openTime, locale, true)}
          </p>
        </div>
        <div className={styles.end}>
          <p className={styles.stake}>
            <bdi dir="ltr">{formatMoney(data.amount, locale)} USDT</bdi>
          </p>
          <div className={styles.result}>
            {data.profit ? (
              // Money in or out: the sign says which, in the text's own colour.
              <p className={styles.profit} data-testid="order-profit">
                <bdi dir="ltr">{formatSignedMoney(data.profit, locale)} USDT</bdi>
              </p>
            ) : null}
            <ResultBadge result={data.result} status={data.status} size="sm" />
          </div>
        </div>
      </div>
    </Link>
  );
}

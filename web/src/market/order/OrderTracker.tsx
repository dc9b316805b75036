import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { Link } from 'react-router';
import { commitLocalUpdate } from 'relay-runtime';
import type { OrderTracker_account$key } from '../../__generated__/OrderTracker_account.graphql';
import type { OrderTracker_order$key } from '../../__generated__/OrderTracker_order.graphql';
import badge from '../../components/ui/badge.module.css';
import { buttonClass } from '../../components/ui/button-class';
import list from '../../components/ui/data-list.module.css';
import layout from '../../components/ui/layout.module.css';
import text from '../../components/ui/text.module.css';
import { formatCount, formatDecimal, formatMoney } from '../../format/formatNumber';
import { languageTags } from '../../i18n/languages';
import { orderDetailPath } from '../../routing/paths';
import { useClientState } from '../../state/clientStore';
import { addOpenPosition } from '../positions/addOpenPosition';
import styles from './OrderTracker.module.css';
import { useExpiryCountdown } from './useExpiryCountdown';
import { useOrderSettlement } from './useOrderSettlement';

// An outcome, not a price move: red is "up" under the spec's rule and "loss" to many users, so a
// win is the brand's gold and a loss or refund neutral; the word says which.
// A solid badge (size lg) in those palettes.
const resultPalette = { WIN: badge.solidBrand, LOSS: styles.solidGray, REFUND: styles.solidGray } as const;

type OrderTrackerProps = {
  order: OrderTracker_order$key;
  /** The account the order was placed on (null when its read failed). */
  account: OrderTracker_account$key | null;
  onDismiss: () => void;
};

/**
 * The order just placed: a countdown to expiry, then its result, close price, profit and the
 * balance of its account, all delivered by the settlement subscription.
 */
export function OrderTracker({ order, account, onDismiss }: OrderTrackerProps) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment OrderTracker_order on OptionsOrder {
        id
        orderNo
        direction
        amount
        openPrice
        expiresAt
        status
        result
        closePrice
        profit
        # What the open-positions list shows of it: an order just placed joins that list as it is.
        ...OpenPosition_order
      }
    `,
    order,
  );
  const accountData = useFragment(
    graphql`
      fragment OrderTracker_account on Account {
        id
        balance
      }
    `,
    account,
  );
  const balance = accountData?.balance;
  const accountId = accountData?.id ?? null;
  const open = data.status === 'OPEN';
  const remaining = useExpiryCountdown(data.expiresAt, open);
  const feed = useOrderSettlement(data.id);
  // Settlement runs on the first recorded tick at or after expiry: it may trail the countdown a little.
  const settling = open && remaining === 0 && feed === 'listening';
  // The subscription ended without this order settled (session or upstream stream gone).
  const lost = open && feed === 'ended';
  const result =
    data.result && data.result in resultPalette ? (data.result as keyof typeof resultPalette) : null;

  const environment = useRelayEnvironment();
  useEffect(() => {
    if (accountId) commitLocalUpdate(environment, (store) => addOpenPosition(store, accountId, data.id));
  }, [environment, accountId, data.id]);

  // On a phone the form is below the chart and the tracker above the form: the order was confirmed
  // at the form's foot, so the tracker (and later its result) is brought to where the user looks.
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Once when it appears and once when its result is in (`result` changes once).
    if (result === undefined) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    frame.current?.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [result]);

  return (
    <div ref={frame} className={styles.tracker} data-testid="order-tracker">
      <div className={styles.head}>
        <p className={`${text.small} ${text.strong}`}>
          {t('order.tracker.title')} <bdi dir="ltr">{data.orderNo}</bdi>
        </p>
        <span
          className={`${badge.badge} ${badge.sm} ${data.direction === 'UP' ? styles.subtleRise : styles.subtleFall}`}
        >
          {t(`order.${data.direction}`, { defaultValue: data.direction })}
        </span>
      </div>
      <OrderTrackerFigures
        amount={data.amount}
        openPrice={data.openPrice}
        closePrice={data.closePrice ?? null}
        profit={data.profit ?? null}
        balance={balance ?? null}
        remaining={open ? remaining : null}
        locale={locale}
      />
      {/* Announced once the result is in; the ticking seconds themselves stay silent. */}
      <div role="status" aria-live="polite" className={styles.status}>
        {settling ? <span className={styles.spinner} /> : null}
        {result ? (
          <span className={`${badge.badge} ${styles.lg} ${resultPalette[result]}`} data-testid="order-result">
            {t(`order.result.${result}`)}
          </span>
        ) : null}
        {lost ? <p className={`${text.small} ${text.muted}`}>{t('order.tracker.late')}</p> : null}
      </div>
      <div className={layout.head}>
        <Link to={orderDetailPath(data.id)} className={styles.link}>
          {t('order.tracker.details')}
        </Link>
        {!open ? (
          <button type="button" className={buttonClass({ size: 'xs', variant: 'ghost' })} onClick={onDismiss}>
            {t('common.close')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

type OrderTrackerFiguresProps = {
  amount: string;
  openPrice: string;
  closePrice: string | null;
  profit: string | null;
  /** The new balance of the order's account, once settled. */
  balance: string | null;
  /** Seconds to expiry while the order runs; null once it is settled. */
  remaining: number | null;
  locale: string;
};

/** The stake and entry price, then the countdown while the order runs or its close, profit and new balance. */
function OrderTrackerFigures(props: OrderTrackerFiguresProps) {
  const { amount, openPrice, closePrice, profit, balance, remaining, locale } = props;
  const { t } = useTranslation();
  return (
    <dl className={list.list}>
      <div className={list.item}>
        <dt>{t('order.confirm.stake')}</dt>
        <dd>
          <bdi dir="ltr">{formatMoney(amount, locale)} USDT</bdi>
        </dd>
      </div>
      <div className={list.item}>
        <dt>{t('order.fields.openPrice')}</dt>
        <dd>
          <bdi dir="ltr">{formatDecimal(openPrice, locale)}</bdi>
        </dd>
      </div>
      {remaining !== null ? (
        <div className={list.item}>
          <dt>{t('order.tracker.remaining')}</dt>
          <dd className={`${styles.countdown} ${text.figures}`} data-testid="order-countdown">
            {remaining > 0
              ? t('order.seconds', { value: formatCount(remaining, locale) })
              : t('order.tracker.settling')}
          </dd>
        </div>
      ) : (
        <>
          <div className={list.item}>
            <dt>{t('order.fields.closePrice')}</dt>
            <dd>
              <bdi dir="ltr">{closePrice ? formatDecimal(closePrice, locale) : '—'}</bdi>
            </dd>
          </div>
          <div className={list.item}>
            <dt>{t('order.fields.profit')}</dt>
            <dd data-testid="order-profit">
              <bdi dir="ltr">{profit ? formatMoney(profit, locale) : '—'}</bdi>
            </dd>
          </div>
          <div className={list.item}>
            <dt>{t('order.tracker.newBalance')}</dt>
            <dd>
              <bdi dir="ltr">{balance ? formatMoney(balance, locale) : '—'} USDT</bdi>
            </dd>
          </div>
        </>
      )}
    </dl>
  );
}

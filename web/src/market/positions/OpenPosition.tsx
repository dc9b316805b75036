import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { OpenPosition_order$key } from '../../__generated__/OpenPosition_order.graphql';
import badge from '../../components/ui/badge.module.css';
import { subtleBadgeClass } from '../../components/ui/subtle-badge';
import text from '../../components/ui/text.module.css';
import { formatCount, formatDecimal, formatMoney } from '../../format/formatNumber';
import { orderDetailPath } from '../../routing/paths';
import { useExpiryCountdown } from '../order/useExpiryCountdown';
import { useOrderSettlement } from '../order/useOrderSettlement';
import styles from './OpenPositions.module.css';
import { positionEstimate } from './positionEstimate';

// An outcome, not a price move: as the order tracker shows it (a win gold, a loss or refund neutral),
// in a solid badge.
const resultPalette = { WIN: badge.solidBrand, LOSS: styles.solidGray, REFUND: styles.solidGray } as const;
const signed = (value: string, locale: string) =>
  (value.startsWith('-') || value === '0.00' ? '' : '+') + formatMoney(value, locale);

/**
 * One running order: market, direction, stake, entry and live price, the countdown to expiry and
 * what it would pay if it settled now (live: the market's price moves with the `marketTicks`
 * subscription). Its settlement arrives by subscription; the row then shows the close price that
 * decided it and the actual result, and nothing live.
 */
export function OpenPosition({ order, locale }: { order: OpenPosition_order$key; locale: string }) {
  const { t } = useTranslation();
  const data = useFragment(
    graphql`
      fragment OpenPosition_order on OptionsOrder {
        id
        orderNo
        direction
        amount
        payoutRate
        openPrice
        closePrice
        expiresAt
        status
        result
        profit
        market {
          name
          nowPrice
        }
      }
    `,
    order,
  );
  const open = data.status === 'OPEN';
  const remaining = useExpiryCountdown(data.expiresAt, open);
  useOrderSettlement(data.id);
  const direction = data.direction === 'DOWN' ? 'DOWN' : 'UP';
  const estimate = open
    ? positionEstimate(direction, data.amount, data.payoutRate, data.openPrice, data.market.nowPrice)
    : null;
  const result =
    data.result && data.result in resultPalette ? (data.result as keyof typeof resultPalette) : null;

  return (
    <li className={styles.position} data-testid="open-position" data-status={data.status}>
      <div className={styles.head}>
        <p className={`${text.small} ${text.strong}`}>{data.market.name}</p>
        <span className={subtleBadgeClass(direction === 'UP' ? 'red' : 'green')}>
          {t(`order.${direction}`)}
        </span>
      </div>
      <dl className={styles.fields}>
        <Field label={t('positions.stake')}>
          <bdi dir="ltr">{formatMoney(data.amount, locale)} USDT</bdi>
        </Field>
        <Field label={t('positions.entry')}>
          <bdi dir="ltr">{formatDecimal(data.openPrice, locale)}</bdi>
        </Field>
        {open ? (
          <>
            <Field label={t('positions.now')} testId="position-now">
              <bdi dir="ltr">{formatDecimal(data.market.nowPrice, locale)}</bdi>
            </Field>
            <Field label={t('positions.remaining')} testId="position-countdown">
              {remaining > 0
                ? t('order.seconds', { value: formatCount(remaining, locale) })
                : t('order.tracker.settling')}
            </Field>
            <Field label={t('positions.estimate')} testId="position-estimate">
              <bdi dir="ltr">{estimate ? `${signed(estimate.profit, locale)} USDT` : '—'}</bdi>
            </Field>
          </>
        ) : (
          // Settled: the recorded price that decided it and what it paid, no live figure.
          <>
            <Field label={t('positions.close')} testId="position-close">
              <bdi dir="ltr">{data.closePrice ? formatDecimal(data.closePrice, locale) : '—'}</bdi>
            </Field>
            <Field label={t('positions.profit')} testId="position-profit">
              <bdi dir="ltr">{data.profit ? `${signed(data.profit, locale)} USDT` : '—'}</bdi>
            </Field>
          </>
        )}
      </dl>
      <div className={styles.foot}>
        <div role="status" aria-live="polite">
          {result ? (
            <span
              className={`${badge.badge} ${badge.sm} ${resultPalette[result]}`}
              data-testid="position-result"
            >
              {t(`order.result.${result}`)}
            </span>
          ) : null}
        </div>
        <Link
          to={orderDetailPath(data.id)}
          aria-label={`${t('positions.details')} ${data.orderNo}`}
          className={styles.link}
        >
          {t('positions.details')}
        </Link>
      </div>
    </li>
  );
}

function Field({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div>
      <dt className={text.note}>{label}</dt>
      <dd className={styles.value} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type {
  OrderDetail_order$data,
  OrderDetail_order$key,
} from '../__generated__/OrderDetail_order.graphql';
import heading from '../components/ui/heading.module.css';
import layout from '../components/ui/layout.module.css';
import muted from '../components/ui/muted-text.module.css';
import panel from '../components/ui/panel.module.css';
import priceChange from '../components/ui/price-change.module.css';
import { formatDateTime } from '../format/formatDate';
import { formatCount, formatDecimal, formatMoney, formatRate } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { DirectionBadge, ResultBadge } from './OrderBadges';
import styles from './OrderDetail.module.css';
import { formatSignedMoney } from './signedMoney';

/** Options orders are staked and paid in USDT (docs/decisions.md, "Accounts and modes"). */
const CURRENCY = 'USDT';

/**
 * What an up/down order means to its owner: stake, payout, result and profit first, then the
 * entry and exit ticks that decided it, then its terms. The spec's futures-style fields (lots,
 * leverage, margin) are fixed at 1 / 1 / the stake for options and say nothing here.
 */
export function OrderDetail({ order }: { order: OrderDetail_order$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment OrderDetail_order on OptionsOrder {
        orderNo
        code
        marketName
        accountMode
        direction
        amount
        period
        payoutRate
        payout
        payoutIfWon
        stopLoss
        takeProfit
        openPrice
        openTime
        expiresAt
        closePrice
        closeTime
        status
        result
        closeReason
        profit
      }
    `,
    order,
  );
  const outcome = outcomeFigures(data, t, locale);
  const terms = orderTerms(data, t, locale);

  return (
    <div
      className={`${panel.panel} ${layout.card} ${layout.roomy} ${layout.gap5}`}
      data-testid="order-detail"
    >
      <div className={`${layout.head} ${styles.top}`}>
        <div className={styles.titles}>
          <h1 className={`${heading.heading} ${heading.lg}`}>{t('orders.detailTitle')}</h1>
          <div className={styles.market}>
            <p className={styles.marketName}>{data.marketName}</p>
            <DirectionBadge direction={data.direction} />
          </div>
        </div>
        <ResultBadge result={data.result} status={data.status} size="lg" />
      </div>

      <section
        className={`${styles.grid} ${styles.outcome}`}
        aria-label={t('orderDetail.outcome')}
        data-testid="order-outcome"
      >
        {outcome.map((item) => (
          <div key={item.key} className={styles.cell} data-field={item.key}>
            <p className={styles.label}>{item.label}</p>
            <p className={`${styles.figure} ${styles.large}`}>
              <bdi dir="ltr">{item.value}</bdi>
            </p>
            {item.hint ? <p className={styles.label}>{item.hint}</p> : null}
          </div>
        ))}
      </section>

      <OrderTicks order={data} locale={locale} />

      <dl className={styles.terms} data-testid="order-terms">
        {terms.map((row) => (
          <div key={row.key} className={styles.term}>
            <dt>{row.label}</dt>
            <dd>
              <bdi>{row.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

type OrderDetailData = OrderDetail_order$data;

/** Stake, payout (or what a win would pay while it runs) and profit, shown large. */
function outcomeFigures(
  data: OrderDetailData,
  t: TFunction,
  locale: string,
): { key: string; label: string; value: string; hint?: string }[] {
  const money = (value: string) => `${formatMoney(value, locale)} ${CURRENCY}`;
  return [
    { key: 'stake', label: t('orderDetail.stake'), value: money(data.amount) },
    data.payout === null || data.payout === undefined
      ? {
          key: 'payout',
          label: t('orderDetail.payoutIfWon'),
          value: money(data.payoutIfWon),
          hint: t('orderDetail.payoutRate', { rate: formatRate(data.payoutRate, locale) }),
        }
      : { key: 'payout', label: t('orderDetail.payout'), value: money(data.payout) },
    {
      key: 'profit',
      label: t('orderDetail.profit'),
      value: data.profit ? `${formatSignedMoney(data.profit, locale)} ${CURRENCY}` : t('orderDetail.pending'),
    },
  ];
}

/** The order's terms: market, direction, period, rate, expiry, why it closed, stops, account, number. */
function orderTerms(
  data: OrderDetailData,
  t: TFunction,
  locale: string,
): { key: string; label: string; value: string }[] {
  const time = (value: string) => formatDateTime(value, locale);
  return [
    { key: 'market', label: t('order.fields.market'), value: `${data.marketName} (${data.code})` },
    { key: 'direction', label: t('order.fields.direction'), value: t(`order.direction.${data.direction}`) },
    {
      key: 'period',
      label: t('order.fields.period'),
      value: t('order.seconds', { value: formatCount(data.period, locale) }),
    },
    { key: 'payoutRate', label: t('order.fields.payoutRate'), value: formatRate(data.payoutRate, locale) },
    { key: 'expiresAt', label: t('order.fields.expiresAt'), value: time(data.expiresAt) },
    ...(data.closeReason
      ? [
          {
            key: 'closeReason',
            label: t('order.fields.closeReason'),
            value: t(`order.closeReason.${data.closeReason}`),
          },
        ]
      : []),
    ...(data.stopLoss
      ? [{ key: 'stopLoss', label: t('order.fields.stopLoss'), value: formatDecimal(data.stopLoss, locale) }]
      : []),
    ...(data.takeProfit
      ? [
          {
            key: 'takeProfit',
            label: t('order.fields.takeProfit'),
            value: formatDecimal(data.takeProfit, locale),
          },
        ]
      : []),
    { key: 'accountMode', label: t('order.fields.accountMode'), value: t(`account.${data.accountMode}`) },
    { key: 'orderNo', label: t('order.fields.orderNo'), value: data.orderNo },
  ];
}

/** The entry tick and the exit tick that decided the order, with the price's move between them. */
function OrderTicks({ order: data, locale }: { order: OrderDetailData; locale: string }) {
  const { t } = useTranslation();
  const time = (value: string) => formatDateTime(value, locale);
  const open = data.status === 'OPEN';
  const move = priceMove(data.openPrice, data.closePrice);
  return (
    <section className={`${styles.grid} ${styles.ticks}`} aria-label={t('order.fields.ticks')}>
      <div className={styles.cell} data-testid="entry-tick">
        <p className={styles.label}>{t('orderDetail.entryTick')}</p>
        <p className={styles.figure}>
          <bdi dir="ltr">{formatDecimal(data.openPrice, locale)}</bdi>
        </p>
        <p className={styles.label}>{time(data.openTime)}</p>
      </div>
      <div className={styles.cell} data-testid="exit-tick">
        <p className={styles.label}>{t('orderDetail.exitTick')}</p>
        {data.closePrice && data.closeTime ? (
          <>
            <div className={styles.market}>
              <p className={styles.figure}>
                <bdi dir="ltr">{formatDecimal(data.closePrice, locale)}</bdi>
              </p>
              {move ? (
                // A price change: the price colours, and the sign.
                <p className={`${styles.move} ${move.rose ? priceChange.rise : priceChange.fall}`}>
                  <bdi dir="ltr">
                    {move.rose ? '+' : '-'}
                    {formatDecimal(move.text, locale)}
                  </bdi>
                </p>
              ) : null}
            </div>
            <p className={styles.label}>{time(data.closeTime)}</p>
          </>
        ) : (
          <p className={muted.muted}>
            {open
              ? t('orderDetail.exitAtExpiry', { time: time(data.expiresAt) })
              : t('orderDetail.noExitTick')}
          </p>
        )}
      </div>
    </section>
  );
}

/** Exit minus entry price, exactly: its size as a decimal string and its sign; null when unchanged or open. */
function priceMove(open: string, close: string | null | undefined): { text: string; rose: boolean } | null {
  if (!close) return null;
  const places = Math.max(open.split('.')[1]?.length ?? 0, close.split('.')[1]?.length ?? 0);
  const scaled = (value: string) => {
    const [whole = '0', fraction = ''] = value.split('.');
    return BigInt(whole + fraction.padEnd(places, '0'));
  };
  const difference = scaled(close) - scaled(open);
  if (difference === 0n) return null;
  const digits = (difference < 0n ? -difference : difference).toString().padStart(places + 1, '0');
  const text = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits;
  return { text, rose: difference > 0n };
}

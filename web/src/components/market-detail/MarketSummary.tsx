import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { MarketSummary_market$key } from '../../__generated__/MarketSummary_market.graphql';
import { formatDecimal, formatPercent } from '../../format/formatNumber';
import { languageTags } from '../../i18n/languages';
import { useClientState } from '../../state/clientStore';
import badge from '../ui/badge.module.css';
import heading from '../ui/heading.module.css';
import { MarketLogo } from '../ui/market-logo';
import { PriceChange } from '../ui/price-change';
import { SimulatedBadge } from '../ui/simulated-badge';
import styles from './MarketSummary.module.css';
import { describeTradingHours, exchangeTime } from './marketHours';

/** Name, live price, 24 h figures and trading state of one market (plain markup: it renders with every tick). */
export function MarketSummary({
  market,
  headingLevel = 'h1',
}: {
  market: MarketSummary_market$key;
  /** h1 on the detail page; h2 where the page has its own title (the market page). */
  headingLevel?: 'h1' | 'h2';
}) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment MarketSummary_market on Market {
        code
        type
        name
        logo
        nowPrice
        change24hPercent
        high24h
        low24h
        volume24h
        simulated
        tradable
        tradingHours
        tradingSchedule {
          timeZone
          sessions {
            opensOn
            opensAt
            closesOn
            closesAt
          }
        }
        lastCloseAt
      }
    `,
    market,
  );
  // Off hours, the figures are those of the last session (the 24 h up to its close): say so.
  const lastSession = !data.tradable && data.lastCloseAt ? data.lastCloseAt : null;
  const stats = [
    { label: t(lastSession ? 'marketDetail.sessionHigh' : 'marketDetail.high24h'), value: data.high24h },
    { label: t(lastSession ? 'marketDetail.sessionLow' : 'marketDetail.low24h'), value: data.low24h },
    {
      label: t(lastSession ? 'marketDetail.sessionVolume' : 'marketDetail.volume24h'),
      value: data.volume24h,
    },
  ];
  const hours = describeTradingHours(t, locale, data.tradingSchedule ?? null, data.tradingHours ?? null);
  const Title = headingLevel;
  return (
    <div className={styles.summary}>
      <div className={styles.top}>
        <div className={styles.identity}>
          <MarketLogo src={data.logo} code={data.code} size="12" />
          <div className={styles.names}>
            <Title className={`${heading.heading} ${heading.xl} ${styles.wrapAnywhere}`}>
              <bdi>{data.name}</bdi>
            </Title>
            <div className={styles.meta}>
              <p>{data.code}</p>
              <p aria-hidden>·</p>
              <p>{t(`markets.categories.${data.type}`, { defaultValue: data.type })}</p>
            </div>
          </div>
        </div>
        <div className={styles.badges}>
          {data.simulated ? <SimulatedBadge /> : null}
          <span
            className={`${badge.badge} ${badge.sm} ${data.tradable ? badge.subtleGreen : badge.subtleGray}`}
          >
            {data.tradable ? t('marketDetail.tradable') : t('marketDetail.closed')}
          </span>
        </div>
      </div>
      <div className={styles.quote}>
        <p className={styles.price} dir="ltr" aria-live="off" data-testid="market-now-price">
          {formatDecimal(data.nowPrice, locale)}
        </p>
        <PriceChange
          value={data.change24hPercent}
          size="lg"
          aria-label={`${t(lastSession ? 'marketDetail.sessionChange' : 'marketDetail.change24h')} ${formatPercent(data.change24hPercent, locale, true)}`}
        />
        {lastSession && data.tradingSchedule ? (
          <p className={styles.asOf} data-testid="market-last-session">
            {t('marketDetail.lastSession', {
              when: exchangeTime(t, locale, lastSession, data.tradingSchedule.timeZone),
            })}
          </p>
        ) : null}
      </div>
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.label}>{stat.label}</dt>
            <dd className={styles.value}>
              <bdi dir="ltr">{stat.value ? formatDecimal(stat.value, locale) : '—'}</bdi>
            </dd>
          </div>
        ))}
        <div className={styles.stat}>
          <dt className={styles.label}>{t('marketDetail.tradingHours')}</dt>
          <dd className={styles.hours} data-testid="market-trading-hours">
            {hours}
          </dd>
        </div>
      </dl>
    </div>
  );
}

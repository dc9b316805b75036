import { type ReactNode, useEffect, useId, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { MarketSessionGuard_market$key } from '../__generated__/MarketSessionGuard_market.graphql';
import type { MarketSessionGuardRefreshQuery } from '../__generated__/MarketSessionGuardRefreshQuery.graphql';
import { describeTradingHours, localTimeAndDistance } from '../components/market-detail/marketHours';
import { AlertIcon } from '../components/ui/form-alert';
import alert from '../components/ui/form-alert.module.css';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import styles from './MarketSessionGuard.module.css';

const refreshQuery = graphql`
  query MarketSessionGuardRefreshQuery($code: String!) {
    market(code: $code) {
      ...MarketSessionGuard_market
      ...MarketSummary_market
    }
  }
`;

/** setTimeout's longest delay (about 24.8 days); a later opening is checked again after it. */
const maxTimerMs = 2 ** 31 - 1;

/**
 * Keeps the order form of a closed market out of reach before the user fills it in: the reason and
 * the next opening (on the user's clock) above it, and every control of the form disabled (one
 * disabled fieldset). At the opening the market is read again, which enables the form.
 */
export function MarketSessionGuard({
  market,
  children,
}: {
  market: MarketSessionGuard_market$key;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const environment = useRelayEnvironment();
  const noticeId = useId();
  // Re-renders the "in 2 hours" of the notice every minute.
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const data = useFragment(
    graphql`
      fragment MarketSessionGuard_market on Market {
        code
        tradable
        nextOpenAt
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
      }
    `,
    market,
  );
  const closed = !data.tradable;
  const { code, nextOpenAt } = data;

  useEffect(() => {
    if (!closed) return;
    const minute = setInterval(tick, 60_000);
    if (!nextOpenAt) return () => clearInterval(minute);
    // A little after the opening, so the upstream's clock has passed it too.
    const delay = Math.min(Math.max(Date.parse(nextOpenAt) - Date.now() + 2_000, 0), maxTimerMs);
    const timer = setTimeout(() => {
      fetchQuery<MarketSessionGuardRefreshQuery>(environment, refreshQuery, { code }).subscribe({});
    }, delay);
    return () => {
      clearInterval(minute);
      clearTimeout(timer);
    };
  }, [closed, nextOpenAt, code, environment]);

  if (!closed) return children;
  const opening = nextOpenAt ? localTimeAndDistance(locale, nextOpenAt) : null;
  return (
    <div className={styles.guard}>
      {/* Chakra's subtle warning alert in plain markup (FormAlert's look, with a title and a description). */}
      <div id={noticeId} data-testid="market-closed-notice" className={`${alert.root} ${alert.warning}`}>
        <AlertIcon status="warning" />
        <div className={styles.content}>
          <div className={alert.title}>{t('order.closed.title')}</div>
          <div>
            <span className={styles.line}>
              {t('order.closed.reason', {
                hours: describeTradingHours(
                  t,
                  locale,
                  data.tradingSchedule ?? null,
                  data.tradingHours ?? null,
                ),
              })}
            </span>
            {opening ? (
              <span className={styles.line} data-testid="market-next-open">
                {t('order.closed.opens', opening)}
              </span>
            ) : null}
          </div>
        </div>
      </div>
      <fieldset disabled className={styles.fieldset} aria-describedby={noticeId}>
        {children}
      </fieldset>
    </div>
  );
}

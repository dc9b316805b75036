import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { OpenPositions_account$key } from '../../__generated__/OpenPositions_account.graphql';
import type { OpenPositionsQuery } from '../../__generated__/OpenPositionsQuery.graphql';
import type { ChartOrderMark } from '../../components/market-detail/KlineChart';
import heading from '../../components/ui/heading.module.css';
import layout from '../../components/ui/layout.module.css';
import muted from '../../components/ui/muted-text.module.css';
import panel from '../../components/ui/panel.module.css';
import text from '../../components/ui/text.module.css';
import { formatCount, formatDecimal } from '../../format/formatNumber';
import { languageTags } from '../../i18n/languages';
import { useClientState } from '../../state/clientStore';
import { OpenPosition } from './OpenPosition';
import styles from './OpenPositions.module.css';

/** The most orders followed at once: the settlement subscription takes at most 20 ids. */
export const openPositionsShown = 20;

type OpenPositionsProps = {
  /** The market on the chart: its running orders are drawn there. */
  code: string;
  onMarks: (marks: readonly ChartOrderMark[]) => void;
};

/**
 * `/market`'s open positions: every running order of the account in use, read from the gateway
 * each time the page opens (so leaving and coming back keeps them), each with its countdown and
 * its profit or loss if it settled at the live price. The chart's market's orders are handed up
 * as chart marks (entry line, expiry marker).
 */
export function OpenPositions({ code, onMarks }: OpenPositionsProps) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const mode = useClientState((state) => state.accountMode);
  // Both accounts in one request, read each time the page opens: a demo/real switch then shows the
  // other account's orders from the store, with nothing fetched.
  const { viewer } = useLazyLoadQuery<OpenPositionsQuery>(
    graphql`
      query OpenPositionsQuery($first: Int!) {
        viewer {
          id
          demo: account(mode: DEMO) {
            ...OpenPositions_account
          }
          real: account(mode: REAL) {
            ...OpenPositions_account
          }
        }
      }
    `,
    { first: openPositionsShown },
    // What the store holds shows at once; the gateway's answer follows (orders placed elsewhere).
    { fetchPolicy: 'store-and-network' },
  );
  const account = useFragment<OpenPositions_account$key>(
    graphql`
      fragment OpenPositions_account on Account {
        id
        optionsOrders(status: OPEN, first: $first) @connection(key: "OpenPositions_optionsOrders", filters: ["status"]) {
          totalCount
          edges {
            node {
              id
              code
              direction
              openPrice
              expiresAt
              status
              ...OpenPosition_order
            }
          }
        }
      }
    `,
    (mode === 'DEMO' ? viewer?.demo : viewer?.real) ?? null,
  );
  const connection = account?.optionsOrders;
  const orders = useMemo(() => connection?.edges.map((edge) => edge.node) ?? [], [connection]);

  const marks = useMemo<readonly ChartOrderMark[]>(
    () =>
      orders
        .filter((order) => order.code === code && order.status === 'OPEN')
        .map((order) => {
          const direction = order.direction === 'DOWN' ? 'DOWN' : 'UP';
          return {
            id: order.id,
            direction,
            openPrice: order.openPrice,
            expiresAt: order.expiresAt,
            entryLabel: t('marketDetail.entryMark', {
              direction: t(`order.${direction}`),
              price: formatDecimal(order.openPrice, locale),
            }),
            expiryLabel: t('marketDetail.expiryMark', {
              time: new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(
                new Date(order.expiresAt),
              ),
            }),
          };
        }),
    [orders, code, locale, t],
  );
  useEffect(() => onMarks(marks), [marks, onMarks]);
  useEffect(() => () => onMarks([]), [onMarks]);

  if (!account) return null;
  const more = (connection?.totalCount ?? 0) - orders.length;
  return (
    <section
      aria-labelledby="positions-title"
      className={`${panel.panel} ${layout.stack} ${layout.gap3} ${styles.panel}`}
    >
      <h2 id="positions-title" className={`${heading.heading} ${heading.md}`}>
        {t('positions.title')}
      </h2>
      {orders.length === 0 ? (
        <p className={muted.muted}>{t('positions.empty')}</p>
      ) : (
        <>
          <ul className={layout.list} data-testid="open-positions">
            {orders.map((order) => (
              <OpenPosition key={order.id} order={order} locale={locale} />
            ))}
          </ul>
          {/* The estimate's caveat only while a row still shows an estimate. */}
          {orders.some((order) => order.status === 'OPEN') ? (
            <p className={text.note}>{t('positions.estimateNote')}</p>
          ) : null}
        </>
      )}
      {more > 0 ? (
        <p className={text.note}>
          {t('positions.more', { count: more, formattedCount: formatCount(more, locale) })}
        </p>
      ) : null}
    </section>
  );
}

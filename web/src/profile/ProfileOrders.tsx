import { useEffect, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ProfileOrders_account$key } from '../__generated__/ProfileOrders_account.graphql';
import type { ProfileOrdersPaginationQuery } from '../__generated__/ProfileOrdersPaginationQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import heading from '../components/ui/heading.module.css';
import { ListSkeleton } from '../components/ui/list-skeleton';
import { LoadMore } from '../components/ui/load-more';
import panel from '../components/ui/panel.module.css';
import { Tabs } from '../components/ui/tabs';
import { formatCount } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { OrderListItem } from './OrderListItem';
import { type KnownOrderStatus, orderStatuses } from './orderStatus';
import sections from './profileSections.module.css';

const pageSize = 10;

/**
 * The options orders of one account: open / closed / failed, each tab with its count, paged
 * forward. Unless the URL named a tab, it opens on the first one that has orders: a user whose
 * orders have all settled sees them, not an empty "Open" tab.
 */
export function ProfileOrders({
  account,
  initialStatus,
  tabChosen = true,
}: {
  account: ProfileOrders_account$key;
  /** The tab the page's query loaded. */
  initialStatus: KnownOrderStatus;
  /** Whether the URL named it (otherwise an empty one gives way to a tab with orders). */
  tabChosen?: boolean;
}) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const [isSwitching, startTransition] = useTransition();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    ProfileOrdersPaginationQuery,
    ProfileOrders_account$key
  >(
    graphql`
      fragment ProfileOrders_account on Account
      @refetchable(queryName: "ProfileOrdersPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        status: { type: "OrderStatus", defaultValue: OPEN }
      ) {
        openOrders: optionsOrders(status: OPEN, first: 1) {
          totalCount
        }
        closedOrders: optionsOrders(status: CLOSED, first: 1) {
          totalCount
        }
        failedOrders: optionsOrders(status: FAILED, first: 1) {
          totalCount
        }
        optionsOrders(status: $status, first: $count, after: $cursor)
          @connection(key: "ProfileOrders_optionsOrders", filters: ["status"]) {
          totalCount
          edges {
            node {
              id
              ...OrderListItem_order
            }
          }
        }
      }
    `,
    account,
  );

  const counts: Record<KnownOrderStatus, number> = {
    OPEN: data.openOrders.totalCount,
    CLOSED: data.closedOrders.totalCount,
    FAILED: data.failedOrders.totalCount,
  };
  const [status, setStatus] = useState<KnownOrderStatus>(() =>
    tabChosen || counts[initialStatus] > 0
      ? initialStatus
      : (orderStatuses.find((item) => counts[item] > 0) ?? initialStatus),
  );
  // False while the tab chosen by the counts waits for its first rows (the query loaded another).
  const [listed, setListed] = useState(status === initialStatus);

  const select = (next: KnownOrderStatus) => {
    setStatus(next);
    // The list of the other tab stays on screen while this one loads; a revisited tab is refreshed.
    startTransition(() => {
      refetch(
        { status: next, count: pageSize },
        { fetchPolicy: 'store-and-network', onComplete: () => setListed(true) },
      );
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the tab picked at mount
  useEffect(() => {
    if (status !== initialStatus) select(status);
  }, []);
  const edges = data.optionsOrders.edges;

  const list = (
    <div
      className={isSwitching ? `${sections.rows} ${sections.switching}` : sections.rows}
      aria-busy={isSwitching}
      data-testid="order-list"
    >
      {!listed ? (
        <ListSkeleton rows={3} />
      ) : edges.length === 0 ? (
        <EmptyState title={t('orders.empty')} />
      ) : (
        <ul className={sections.items}>
          {edges.map((edge) => (
            <li key={edge.node.id}>
              <OrderListItem order={edge.node} />
            </li>
          ))}
        </ul>
      )}
      {listed ? (
        <LoadMore
          hasNext={hasNext}
          isLoading={isLoadingNext}
          onLoadMore={() => loadNext(pageSize)}
          shown={edges.length}
        />
      ) : null}
    </div>
  );

  return (
    <section aria-labelledby="orders-title" className={`${panel.panel} ${sections.section}`}>
      <h2 id="orders-title" className={`${heading.heading} ${heading.md}`}>
        {t('orders.title')}
      </h2>
      <Tabs
        size="sm"
        aria-label={t('orders.tabsLabel')}
        value={status}
        onValueChange={select}
        lazyMount
        items={orderStatuses.map((item) => ({
          value: item,
          label: t('orders.tab', {
            status: t(`order.status.${item}`),
            count: formatCount(counts[item], locale),
          }),
          data: { 'data-count': counts[item] },
          // One list, under the selected tab.
          panel: item === status ? list : null,
        }))}
      />
    </section>
  );
}

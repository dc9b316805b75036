import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ProfileOrders_account$key } from '../__generated__/ProfileOrders_account.graphql';
import type { ProfileOrdersPaginationQuery } from '../__generated__/ProfileOrdersPaginationQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import heading from '../components/ui/heading.module.css';
import { ListSkeleton } from '../components/ui/list-skeleton';
import { PagedList } from '../components/ui/paged-list';
import panel from '../components/ui/panel.module.css';
import { Tabs } from '../components/ui/tabs';
import { formatCount } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { OrderListItem } from './OrderListItem';
import { type KnownOrderStatus, orderStatuses } from './orderStatus';
import sections from './profileSections.module.css';
import { TabRows } from './TabRows';
import { useOrderTab } from './useOrderTab';

const pageSize = 10;

/**
 * The options orders of one account: open / closed / failed, each tab with its count, paged
 * forward (the tab it opens on: useOrderTab).
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
  const paging = usePaginationFragment<ProfileOrdersPaginationQuery, ProfileOrders_account$key>(
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
  const { data } = paging;

  const counts: Record<KnownOrderStatus, number> = {
    OPEN: data.openOrders.totalCount,
    CLOSED: data.closedOrders.totalCount,
    FAILED: data.failedOrders.totalCount,
  };
  const { status, select, listed, isSwitching } = useOrderTab({
    counts,
    initialStatus,
    tabChosen,
    pageSize,
    refetch: paging.refetch,
  });
  const edges = data.optionsOrders.edges;

  const list = (
    <TabRows switching={isSwitching} testId="order-list">
      {listed ? (
        <PagedList
          shown={edges.length}
          paging={paging}
          pageSize={pageSize}
          empty={<EmptyState title={t('orders.empty')} />}
        >
          <ul className={sections.items}>
            {edges.map((edge) => (
              <li key={edge.node.id}>
                <OrderListItem order={edge.node} />
              </li>
            ))}
          </ul>
        </PagedList>
      ) : (
        <ListSkeleton rows={3} />
      )}
    </TabRows>
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

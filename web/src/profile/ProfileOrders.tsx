import { Flex, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ProfileOrders_account$key } from '../__generated__/ProfileOrders_account.graphql';
import type { ProfileOrdersPaginationQuery } from '../__generated__/ProfileOrdersPaginationQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { LoadMore } from '../components/ui/load-more';
import { formatCount } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { OrderListItem } from './OrderListItem';
import { type KnownOrderStatus, orderStatuses } from './orderStatus';

const pageSize = 10;

/** The options orders of one account: open / closed / failed, paged forward. */
export function ProfileOrders({
  account,
  initialStatus,
}: {
  account: ProfileOrders_account$key;
  initialStatus: KnownOrderStatus;
}) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const [status, setStatus] = useState(initialStatus);
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

  const select = (next: KnownOrderStatus) => {
    setStatus(next);
    // The list of the other tab stays on screen while this one loads; a revisited tab is refreshed.
    startTransition(() => {
      refetch({ status: next, count: pageSize }, { fetchPolicy: 'store-and-network' });
    });
  };
  const edges = data.optionsOrders.edges;

  return (
    <Stack as="section" aria-labelledby="orders-title" gap="3" layerStyle="panel" p={{ base: '3', md: '5' }}>
      <Flex justify="space-between" align="baseline" gap="3">
        <Heading as="h2" id="orders-title" size="md">
          {t('orders.title')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('orders.total', { value: formatCount(data.optionsOrders.totalCount, locale) })}
        </Text>
      </Flex>
      <Tabs.Root
        value={status}
        onValueChange={(details) => {
          const next = orderStatuses.find((item) => item === details.value);
          if (next) select(next);
        }}
        variant="line"
        colorPalette="brand"
        size="sm"
      >
        <Tabs.List aria-label={t('orders.tabsLabel')}>
          {orderStatuses.map((item) => (
            <Tabs.Trigger key={item} value={item}>
              {t(`order.status.${item}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* The selected tab's panel (its trigger's aria-controls points here). */}
        <Tabs.Content value={status} pt="3">
          <Stack gap="2" aria-busy={isSwitching} opacity={isSwitching ? 0.6 : 1} data-testid="order-list">
            {edges.length === 0 ? (
              <EmptyState title={t('orders.empty')} />
            ) : (
              <Stack as="ul" gap="2" listStyleType="none">
                {edges.map((edge) => (
                  <li key={edge.node.id}>
                    <OrderListItem order={edge.node} />
                  </li>
                ))}
              </Stack>
            )}
            <LoadMore
              hasNext={hasNext}
              isLoading={isLoadingNext}
              onLoadMore={() => loadNext(pageSize)}
              shown={edges.length}
            />
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

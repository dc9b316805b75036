import { Box, Button, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link } from 'react-router';
import type { OrderDetailRouteQuery } from '../__generated__/OrderDetailRouteQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { Icon } from '../components/ui/icon';
import { ListSkeleton } from '../components/ui/list-skeleton';
import { useLoaderValue } from '../router/useLoaderValue';
import { isMobileUserAgent } from '../state/isMobileUserAgent';
import { OrderDetail } from './OrderDetail';
import type { orderDetailLoader } from './orderDetailLoader';

const query = graphql`
  query OrderDetailRouteQuery($id: ID!) {
    optionsOrder(id: $id) {
      ...OrderDetail_order
    }
  }
`;

function OrderDetailContent({ queryRef }: { queryRef: PreloadedQuery<OrderDetailRouteQuery> }) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<OrderDetailRouteQuery>(query, queryRef);
  if (!data.optionsOrder) return <EmptyState title={t('orders.notFound')} />;
  return <OrderDetail order={data.optionsOrder} />;
}

// Spec §2: on mobile the sub-page top bar has the back button; a second one here would be noise.
const mobile = isMobileUserAgent();

/** `/profile/orders/:id`: one order's outcome, its entry and exit ticks and its terms. */
export function OrderDetailRoute() {
  const { t } = useTranslation();
  const { queryRef } = useLoaderValue<typeof orderDetailLoader>();
  return (
    <Box maxW="3xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '10' }}>
      <Stack gap="4">
        {mobile ? null : (
          <Button asChild variant="ghost" size="sm" alignSelf="flex-start">
            <Link to="/profile">
              <Icon name="back" />
              {t('orders.back')}
            </Link>
          </Button>
        )}
        <Suspense fallback={<ListSkeleton rows={8} />}>
          <OrderDetailContent queryRef={queryRef} />
        </Suspense>
      </Stack>
    </Box>
  );
}

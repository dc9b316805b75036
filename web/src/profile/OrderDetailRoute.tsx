import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link } from 'react-router';
import type { OrderDetailRouteQuery } from '../__generated__/OrderDetailRouteQuery.graphql';
import { buttonClass } from '../components/ui/button-class';
import { EmptyState } from '../components/ui/empty-state';
import { Icon } from '../components/ui/icon';
import { ListSkeleton } from '../components/ui/list-skeleton';
import { narrowPageFrameClass } from '../components/ui/page-header';
import { useLoaderValue } from '../routing/useLoaderValue';
import { useMobileLayout } from '../state/mobileLayout';
import { OrderDetail } from './OrderDetail';
import styles from './OrderDetailRoute.module.css';
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

/**
 * `/profile/orders/:id`: one order's outcome, its entry and exit ticks and its terms. Plain markup
 * over Chakra's tokens (a plainPage): an order's page loads no Chakra.
 */
export function OrderDetailRoute() {
  const { t } = useTranslation();
  const { queryRef } = useLoaderValue<typeof orderDetailLoader>();
  // On mobile the sub-page top bar has the back button; a second one here would be noise.
  const mobile = useMobileLayout();
  return (
    <div className={narrowPageFrameClass}>
      {mobile ? null : (
        <Link to="/profile" className={buttonClass({ variant: 'ghost', size: 'sm', className: styles.back })}>
          <Icon name="back" />
          {t('orders.back')}
        </Link>
      )}
      <Suspense fallback={<ListSkeleton rows={8} />}>
        <OrderDetailContent queryRef={queryRef} />
      </Suspense>
    </div>
  );
}

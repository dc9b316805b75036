import { type LoaderFunctionArgs, redirect } from 'react-router';
import OrderDetailRouteQuery, {
  type OrderDetailRouteQuery as OrderDetailRouteQueryType,
} from '../__generated__/OrderDetailRouteQuery.graphql';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { clientStore } from '../state/clientStore';

/** `/profile/orders/:id`: one order by its Relay id, always refreshed (an open order settles). */
export function orderDetailLoader({ params }: LoaderFunctionArgs) {
  const id = params.id;
  if (!id || !clientStore.get().isLogin) return redirect('/profile');
  return {
    queryRef: preloadRouteQuery<OrderDetailRouteQueryType>(
      OrderDetailRouteQuery,
      { id },
      'store-and-network',
    ),
  };
}

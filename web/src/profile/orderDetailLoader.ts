import { type LoaderFunctionArgs, type Params, redirect } from 'react-router';
import OrderDetailRouteQuery, {
  type OrderDetailRouteQuery as OrderDetailRouteQueryType,
} from '../__generated__/OrderDetailRouteQuery.graphql';
import { preloadPageQuery } from '../relay/pageData';
import { clientStore } from '../state/clientStore';

/**
 * One order by its Relay id (the path's `:id`): the loader's query, which the gateway renders the
 * page with too when the request carries the session (prerender/dataPages).
 */
export function orderDetailQuery(_url: URL, _language: unknown, params: Params) {
  return { value: {}, query: OrderDetailRouteQuery, variables: { id: params.id ?? '' } };
}

/**
 * `/profile/orders/:id`: the order the page arrived with, else asked for and always refreshed (an
 * open order settles).
 */
export function orderDetailLoader({ request, params }: LoaderFunctionArgs) {
  if (!params.id || !clientStore.get().isLogin) return redirect('/profile');
  const { query, variables } = orderDetailQuery(new URL(request.url), null, params);
  return {
    queryRef: preloadPageQuery<OrderDetailRouteQueryType>(query, variables, 'store-and-network'),
  };
}

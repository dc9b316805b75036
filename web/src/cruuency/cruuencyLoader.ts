import { type LoaderFunctionArgs, redirect } from 'react-router';
import CruuencyRouteQuery, {
  type CruuencyRouteQuery as CruuencyRouteQueryType,
} from '../__generated__/CruuencyRouteQuery.graphql';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';

/** `/cruuency?code=&type=&id=`: the market is looked up by code; type and id come along for links. */
export function cruuencyLoader({ request }: LoaderFunctionArgs) {
  const code = new URL(request.url).searchParams.get('code')?.trim();
  if (!code) return redirect('/market');
  return { code, queryRef: preloadRouteQuery<CruuencyRouteQueryType>(CruuencyRouteQuery, { code }) };
}

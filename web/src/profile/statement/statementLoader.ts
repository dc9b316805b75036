import type { LoaderFunctionArgs } from 'react-router';
import StatementRouteQuery, {
  type StatementRouteQuery as StatementRouteQueryType,
} from '../../__generated__/StatementRouteQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { clientStore } from '../../state/clientStore';
import { rangeIsValid, statementFiltersFrom, statementVariables } from './statementFilters';

/** `/profile/statement`: the filters from the address and, signed in with a valid range, the statement. */
export function statementLoader({ request }: LoaderFunctionArgs) {
  const { isLogin, accountMode } = clientStore.get();
  const filters = statementFiltersFrom(new URL(request.url), accountMode);
  const valid = rangeIsValid(filters);
  if (!isLogin || !valid) return { filters, valid, queryRef: null };
  const variables = statementVariables(filters);
  return {
    filters,
    valid,
    variables,
    queryRef: preloadRouteQuery<StatementRouteQueryType>(StatementRouteQuery, variables, 'store-and-network'),
  };
}

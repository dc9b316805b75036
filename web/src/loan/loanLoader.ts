import LoanRouteQuery, {
  type LoanRouteQuery as LoanRouteQueryType,
} from '../__generated__/LoanRouteQuery.graphql';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { clientStore } from '../state/clientStore';

/** `/loan`: the loan terms (public) and, signed in, the verification, what may be borrowed and the loans. */
export function loanLoader() {
  const { isLogin } = clientStore.get();
  const queryRef = preloadRouteQuery<LoanRouteQueryType>(
    LoanRouteQuery,
    { signedIn: isLogin },
    'store-and-network',
  );
  return { queryRef };
}

import ChatAvailabilityQuery, {
  type ChatAvailabilityQuery as ChatAvailabilityQueryType,
} from '../__generated__/ChatAvailabilityQuery.graphql';
import { preloadPageQuery } from '../relay/pageData';
import { clientStore } from '../state/clientStore';

/**
 * `/customerservice`'s data from its address and language alone: the team's availability (public).
 * The conversation (chatGraphql's `chatQuery`) is the visitor's or the user's, read by the page.
 */
export function chatPageQuery() {
  return { value: {}, query: ChatAvailabilityQuery, variables: {} };
}

/**
 * `/customerservice`: a visitor gets their chat key before anything is asked (the gateway knows a
 * visitor by it); a signed-in user talks as themselves. The page reads its conversation itself.
 */
export function chatLoader() {
  if (!clientStore.get().isLogin) clientStore.ensureChatVisitor();
  const { query, variables } = chatPageQuery();
  return { queryRef: preloadPageQuery<ChatAvailabilityQueryType>(query, variables) };
}

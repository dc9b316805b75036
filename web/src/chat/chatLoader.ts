import ChatAvailabilityQuery, {
  type ChatAvailabilityQuery as ChatAvailabilityQueryType,
} from '../__generated__/ChatAvailabilityQuery.graphql';
import { preloadPageQuery } from '../relay/pageData';
import { clientStore } from '../state/clientStore';

/**
 * `/customerservice`'s data from its address and language alone: the team's availability (public;
 * the conversation is the visitor's or the user's, read by the page itself).
 */
export function chatQuery() {
  return { value: {}, query: ChatAvailabilityQuery, variables: {} };
}

/**
 * `/customerservice`: a visitor gets their chat key before anything is asked (the gateway knows a
 * visitor by it); a signed-in user talks as themselves. The page reads its conversation itself.
 */
export function chatLoader() {
  if (!clientStore.get().isLogin) clientStore.ensureChatVisitor();
  const { query, variables } = chatQuery();
  return { queryRef: preloadPageQuery<ChatAvailabilityQueryType>(query, variables) };
}

import { clientStore } from '../state/clientStore';

/**
 * `/customerservice`: a visitor gets their chat key before anything is asked (the gateway knows a
 * visitor by it); a signed-in user talks as themselves. The page reads its conversation itself.
 */
export function chatLoader() {
  if (!clientStore.get().isLogin) clientStore.ensureChatVisitor();
  return null;
}

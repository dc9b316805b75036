import { languageTags } from '../i18n/languages';
import type { ClientState } from '../state/clientStore';

/** The headers the gateway forwards to the upstream: the account mode (`virtually`), the language and the session. */
export function requestHeaders(state: ClientState): Record<string, string> {
  const headers: Record<string, string> = {
    virtually: state.accountMode === 'REAL' ? 'NO' : 'YES',
    // A BCP 47 tag, as any browser's: the interface code `hk` is none.
    'Accept-Language': languageTags[state.language],
  };
  if (state.token) headers.Authorization = state.token;
  // The gateway forwards it to the customer-service calls only.
  if (state.chatVisitor) headers['X-Chat-Visitor'] = state.chatVisitor;
  return headers;
}

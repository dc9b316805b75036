import type { ClientState } from '../state/clientStore';

/** The headers the gateway forwards to the upstream (spec §7). */
export function requestHeaders(state: ClientState): Record<string, string> {
  const headers: Record<string, string> = {
    virtually: state.virtualStatus === 1 ? 'NO' : 'YES',
    'Accept-Language': state.language,
  };
  if (state.token) headers.Authorization = state.token;
  // The gateway forwards it to the customer-service calls only.
  if (state.chatVisitor) headers['X-Chat-Visitor'] = state.chatVisitor;
  return headers;
}

/** Where the client reaches the gateway: the page's own origin (the gateway serves the app). */
export const config = {
  graphqlPath: '/graphql',
  /** Calls give up after 90 s. */
  requestTimeoutMs: 90_000,
  loginPath: '/pass/login',
};

export function graphqlWebSocketUrl(location: Location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}${config.graphqlPath}`;
}

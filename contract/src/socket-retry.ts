/**
 * How a graphql-ws client keeps its subscriptions through gateway restarts and network blips: the
 * web app's policy, and the one docs/api-clients.md gives client teams.
 *
 * graphql-ws's defaults give up for good when a reconnect finds nothing listening: a refused
 * connection reaches its `shouldRetry` as an error event, not a close event, and the default
 * (`isLikeCloseEvent`) answers no, whatever `retryAttempts` says. So: retry every failure, forever,
 * waiting 2^retries seconds up to 15 s, less up to half at random (0.5-1 s, 1-2 s … 7.5-15 s), so a
 * restart is not met by every client at once.
 */
export const socketRetryPolicy = {
  retryAttempts: Number.POSITIVE_INFINITY,
  shouldRetry: () => true,
  retryWait: (retries: number) =>
    new Promise<void>((resolve) =>
      setTimeout(resolve, Math.min(1000 * 2 ** retries, 15_000) * (0.5 + Math.random() / 2)),
    ),
};

import { Redis } from 'ioredis';

/**
 * The Redis connection gateway processes share state through (REDIS_URL): today the rate-limit
 * counters. Commands never queue while Redis is away (the limiter answers from memory then), and
 * the client reconnects on its own with a capped backoff.
 */
export function connectSharedState(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(100 * 2 ** attempt, 2_000),
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    // One line per outage, not one per reconnect attempt.
    if (reported) return;
    reported = true;
    console.warn(
      `[gateway] Redis at ${redactedUrl(url)} unavailable (${error.message}); rate limits count per process until it returns`,
    );
  });
  redis.on('ready', () => {
    if (reported) console.log('[gateway] Redis is back: rate limits are shared again');
    reported = false;
  });
  return redis;
}

/** The URL without its password, for logs. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

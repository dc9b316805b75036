import type { FastifyReply, FastifyRequest } from 'fastify';
import { Throttled } from './envelope.ts';

/** A comment line this often keeps proxies and idle timers from closing a quiet stream. */
export const eventStreamHeartbeatMs = 15_000;
/** A refused stream (too many open) may be asked for again after this long. */
const retryAfterMs = 5_000;

export function sseFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

type Listen = (listener: { send(text: string): void; end(): void }) => (() => void) | null;

/**
 * Answers with a server-sent event stream: `listen` registers the stream with its event source
 * (null when the caller holds too many: 429 with Retry-After) before `ready` is written, so a
 * client that reads the state it cares about after `ready` misses nothing. Each write first asks
 * `alive` (a session check); once it says no, the stream ends. Writes and heartbeats keep their
 * order; the stream unregisters when either side closes it.
 */
export function serveEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  listen: Listen,
  alive: () => Promise<boolean> = async () => true,
): void {
  const raw = reply.raw;
  let chain = Promise.resolve();
  let ended = false;
  let heartbeat: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | null = null;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    unsubscribe?.();
    raw.end();
  };
  const send = (text: string) => {
    chain = chain
      .then(async () => {
        if (ended) return;
        if (!(await alive())) return end();
        if (!ended) raw.write(text);
      })
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'event stream write failed');
        end();
      });
  };
  unsubscribe = listen({ send, end });
  if (!unsubscribe) throw new Throttled(retryAfterMs);
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // Proxies that buffer responses (nginx) would hold events back.
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: 1000\n${sseFrame('ready', {})}`);
  heartbeat = setInterval(() => send(': keep-alive\n\n'), eventStreamHeartbeatMs);
  raw.on('close', end);
}

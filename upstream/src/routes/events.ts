import type { FastifyInstance } from 'fastify';
import { Throttled } from '../http/envelope.ts';
import type { AccountEvent } from '../trading/account-events.ts';
import { liveUser, requireUser, tokenOf } from './auth.ts';
import type { RouteContext } from './context.ts';

/** A comment line this often keeps proxies and idle timers from closing a quiet stream. */
export const eventStreamHeartbeatMs = 15_000;
/** A refused stream (too many open) may be asked for again after this long. */
const retryAfterMs = 5_000;

function frame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function frameOf(event: AccountEvent): string {
  switch (event.type) {
    case 'optionsOrderSettled':
      return frame('optionsOrderSettled', { order: event.order });
    case 'notificationAdded':
      return frame('notificationAdded', { notification: event.notification, unread: event.unread });
    case 'nftBidChanged':
      return frame('nftBidChanged', { bid: event.bid });
  }
}

/**
 * GET /user/events: the caller's account events (both modes) as server-sent events. The stream
 * is registered before `ready` is written, so a client that reads the state it cares about after
 * `ready` misses nothing: a change is either in what it read or in a later event. No replay: after
 * a reconnect, the client reads again. The session is checked before every event and heartbeat;
 * once it ends (expiry, password reset) the stream ends and a reconnect answers 401.
 */
export function eventRoutes(app: FastifyInstance, { db, clock, events }: RouteContext) {
  app.get('/user/events', async (request, reply) => {
    const user = await requireUser(request, db, clock);
    const token = tokenOf(request);
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
    /** Writes `text` if the session still lives; events and heartbeats keep their order. */
    const send = (text: string) => {
      chain = chain.then(async () => {
        if (ended) return;
        if (!(await liveUser(db, clock, token))) return end();
        if (!ended) raw.write(text);
      });
      chain = chain.catch((error: unknown) => {
        request.log.warn({ err: error }, 'event stream write failed');
        end();
      });
    };
    unsubscribe = events.subscribe(user.id, { event: (event) => send(frameOf(event)), end });
    if (!unsubscribe) throw new Throttled(retryAfterMs);
    reply.hijack();
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Proxies that buffer responses (nginx) would hold events back.
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: 1000\n${frame('ready', {})}`);
    heartbeat = setInterval(() => send(': keep-alive\n\n'), eventStreamHeartbeatMs);
    raw.on('close', end);
  });
}

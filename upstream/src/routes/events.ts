import type { FastifyInstance } from 'fastify';
import { sseFrame as frame, serveEventStream } from '../http/event-stream.ts';
import type { AccountEvent } from '../trading/account-events.ts';
import { liveUser, requireUser, tokenOf } from './auth.ts';
import type { RouteContext } from './context.ts';

export { eventStreamHeartbeatMs } from '../http/event-stream.ts';

function frameOf(event: AccountEvent): string {
  switch (event.type) {
    case 'optionsOrderSettled':
      return frame('optionsOrderSettled', { order: event.order });
    case 'notificationAdded':
      return frame('notificationAdded', { notification: event.notification, unread: event.unread });
    case 'nftBidChanged':
      return frame('nftBidChanged', { bid: event.bid });
    case 'balanceChanged': {
      const { type: _, ...data } = event;
      return frame('balanceChanged', data);
    }
    case 'reviewConcluded': {
      const { type: _, ...data } = event;
      return frame('reviewConcluded', data);
    }
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
    serveEventStream(
      request,
      reply,
      ({ send, end }) => events.subscribe(user.id, { event: (event) => send(frameOf(event)), end }),
      async () => Boolean(await liveUser(db, clock, token)),
    );
  });
}

import type { FastifyInstance } from 'fastify';
import { asFields, textField } from '../http/body.ts';
import { inputInvalid, success } from '../http/envelope.ts';
import { moneyRules } from '../http/input-rules.ts';
import { pageOf } from '../ledger/ledger.ts';
import { listNotifications, markRead, unreadCount } from '../notifications/notifications.ts';
import { requireUser } from './auth.ts';
import type { RouteContext } from './context.ts';

/** At most this many ids in one mark-read call. */
const maxIds = 100;

/** The caller's notifications (the bell): list, unread count, mark read. New ones also arrive on /user/events. */
export function notificationRoutes(app: FastifyInstance, { db, clock }: RouteContext) {
  app.get('/user/listNotification', async (request) => {
    const user = await requireUser(request, db, clock);
    const query = asFields(request.query);
    const unreadOnly = textField(query, moneyRules.status) === 'unread';
    return success(request, await listNotifications(db, user.id, unreadOnly, pageOf(query)));
  });

  app.get('/user/unreadNotificationCount', async (request) => {
    const user = await requireUser(request, db, clock);
    return success(request, { unread: await unreadCount(db, user.id) });
  });

  // `{ ids: [1, 2] }` marks those, `{}` (no ids) marks every notification read.
  app.post('/user/readNotification', async (request) => {
    const user = await requireUser(request, db, clock);
    const body = asFields(request.body);
    let ids: number[] | null = null;
    if (body.ids !== undefined) {
      if (!Array.isArray(body.ids) || body.ids.length > maxIds) throw inputInvalid('ids');
      ids = body.ids.map((id) => {
        if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) throw inputInvalid('ids');
        return id;
      });
    }
    return success(request, { unread: await markRead(db, user.id, ids, clock.now()) });
  });
}

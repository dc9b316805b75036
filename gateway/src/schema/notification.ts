import type { Notification, NotificationType } from '@swx/contract';
import { Repeater } from 'graphql-yoga';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import { InputError, ServiceError, unauthenticated } from '../errors/errors.ts';
import { listNotifications, readNotifications, unreadNotificationCount } from '../upstream/notifications.ts';
import { CurrencyEnum, currencyOf } from './currency.ts';
import { realCaller } from './money-caller.ts';
import { pageConnection } from './page-connection.ts';
import { isRecordId } from './record-id.ts';
import { typedMutation } from './typed-mutation.ts';
import { ViewerRef } from './viewer.ts';

const NOTIFICATION_TYPES = [
  'RECHARGE_APPROVED',
  'RECHARGE_REJECTED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_COMPLETED',
  'WITHDRAWAL_REJECTED',
  'OPTIONS_ORDER_SETTLED',
  'PASSWORD_CHANGED',
  'FUND_PASSWORD_SET',
  'FUND_PASSWORD_CHANGED',
  'ADDRESS_ADDED',
  'INVITE_REWARD',
  'KYC_VERIFIED',
  'KYC_FAILED',
] as const;

const NotificationTypeEnum = builder.enumType('NotificationType', {
  description: 'What a notification tells; clients write the sentence in the reader’s language from it.',
  values: NOTIFICATION_TYPES,
});

/** rechargeApproved → RECHARGE_APPROVED */
function typeName(type: NotificationType): (typeof NOTIFICATION_TYPES)[number] {
  return type
    .replace(/[A-Z]/g, (letter) => `_${letter}`)
    .toUpperCase() as (typeof NOTIFICATION_TYPES)[number];
}

export const NotificationRef = builder.objectRef<Notification>('Notification');

builder.node(NotificationRef, {
  description: 'A review outcome, an order settlement, a security event or an invite reward, read or unread.',
  id: { resolve: (notification) => notification.id },
  fields: (t) => ({
    notificationId: t.exposeInt('id'),
    type: t.field({ type: NotificationTypeEnum, resolve: (notification) => typeName(notification.type) }),
    reference: t.exposeString('reference', {
      nullable: true,
      description: 'The record or order number it is about; the address for ADDRESS_ADDED.',
    }),
    currency: t.field({
      type: CurrencyEnum,
      nullable: true,
      resolve: (notification) => currencyOf(notification.currency),
    }),
    amount: t.expose('amount', {
      type: 'Decimal',
      nullable: true,
      description: 'Credited, paid or held; the signed profit of an options settlement.',
    }),
    remark: t.exposeString('remark', {
      nullable: true,
      description:
        'A rejection remark; an options result (win, loss, refund); PASSWORD_CHANGED: change or reset; ' +
        'ADDRESS_ADDED: the network.',
    }),
    read: t.exposeBoolean('read'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const NotificationConnection = builder.connectionObject<typeof NotificationRef, { totalCount: number }>(
  {
    type: NotificationRef,
    name: 'NotificationConnection',
    fields: (c) => ({ totalCount: c.exposeInt('totalCount') }),
  },
  { name: 'NotificationConnectionEdge' },
);

builder.objectFields(ViewerRef, (t) => ({
  notifications: t.connection(
    {
      type: NotificationRef,
      description: "The viewer's notifications, newest first.",
      args: { unreadOnly: t.arg.boolean() },
      resolve: (user, args, ctx) =>
        pageConnection(args, async (pageNum, pageSize) => {
          const query = { status: args.unreadOnly ? ('unread' as const) : undefined, pageNum, pageSize };
          return (await listNotifications(ctx.upstream, realCaller(user, ctx), query)).result;
        }),
    },
    NotificationConnection,
  ),
  unreadNotificationCount: t.int({
    description: "The bell's count.",
    resolve: async (user, _, ctx) =>
      (await unreadNotificationCount(ctx.upstream, realCaller(user, ctx))).result.unread,
  }),
}));

/** Most ids one markNotificationsRead takes (the upstream's bound). */
const MAX_IDS = 100;
/** Pages of 100 read back to find the marked notifications (they are usually among the newest). */
const READ_BACK_PAGES = 5;

type MarkReadResult = { unread: number; notifications: Notification[] };
const MarkNotificationsReadPayload = builder
  .objectRef<MarkReadResult>('MarkNotificationsReadPayload')
  .implement({
    fields: (t) => ({
      notifications: t.field({
        type: [NotificationRef],
        description:
          'The notifications marked, as they are now (read), so a client store updates them by id. With no ' +
          'ids: the newest 100.',
        resolve: (payload) => payload.notifications,
      }),
      unreadNotificationCount: t.exposeInt('unread'),
      viewer: t.field({
        type: ViewerRef,
        nullable: true,
        resolve: (_, __, ctx) => ctx.loaders.userInfo.load(ctx.caller.authorization),
      }),
    }),
  });

typedMutation('markNotificationsRead', {
  type: MarkNotificationsReadPayload,
  description: `Marks notifications read: the ones named (at most ${MAX_IDS}), or all when ids is omitted.`,
  args: (t) => ({ ids: t.globalIDList({ for: NotificationRef }) }),
  errors: [InputError, ServiceError],
  resolve: async (args, ctx) => {
    const ids = args.ids ? notificationIds(args.ids.map((id) => id.id)) : null;
    const caller = { ...ctx.caller, virtually: 'NO' as const };
    const { unread } = (await readNotifications(ctx.upstream, caller, ids)).result;
    return { unread, notifications: await readBack(ctx, ids) };
  },
});

function notificationIds(ids: readonly string[]): number[] {
  if (ids.length > MAX_IDS || ids.some((id) => !isRecordId(id)))
    throw new InputError('INPUT_INVALID', `At most ${MAX_IDS} notification ids.`, 'ids');
  return ids.map(Number);
}

/** The upstream answers only the count: the marked records are read back from the list. */
async function readBack(ctx: GatewayContext, ids: number[] | null): Promise<Notification[]> {
  const caller = { ...ctx.caller, virtually: 'NO' as const };
  const wanted = ids ? new Set(ids) : null;
  const found: Notification[] = [];
  for (let pageNum = 1; pageNum <= READ_BACK_PAGES; pageNum += 1) {
    const page = (await listNotifications(ctx.upstream, caller, { pageNum, pageSize: MAX_IDS })).result;
    if (!wanted) return page.list;
    for (const notification of page.list) if (wanted.delete(notification.id)) found.push(notification);
    if (wanted.size === 0 || pageNum * MAX_IDS >= page.total) break;
  }
  return found;
}

type NotificationAddedSource = { notification: Notification; unread: number };
type AddedItem = NotificationAddedSource | { failure: Error };

const NotificationAddedRef = builder.objectRef<NotificationAddedSource>('NotificationAdded').implement({
  fields: (t) => ({
    notification: t.field({ type: NotificationRef, resolve: (event) => event.notification }),
    unreadNotificationCount: t.exposeInt('unread', { description: 'The bell’s count after it.' }),
  }),
});

builder.subscriptionField('notificationAdded', (t) =>
  t.field({
    type: NotificationAddedRef,
    description:
      'Each new notification of the viewer as it is written, with the unread count after it (the bell stays ' +
      'live). Authenticated by the connection’s token; one arriving while the gateway’s upstream stream ' +
      'reconnects is not replayed (read `unreadNotificationCount` again after a reconnect).',
    subscribe: (_, __, ctx) => notificationsAdded(ctx),
    resolve: (item: AddedItem) => {
      if ('failure' in item) throw item.failure;
      return item;
    },
  }),
);

async function notificationsAdded(ctx: GatewayContext): Promise<Repeater<AddedItem>> {
  const token = ctx.caller.authorization;
  if (!token) throw unauthenticated();
  // The session must be live now: UNAUTHENTICATED otherwise, before anything is held open.
  await ctx.loaders.userInfo.load(token);
  const caller = { ...ctx.caller, authorization: token };
  return new Repeater<AddedItem>(async (push, stop) => {
    const unwatch = ctx.accountEvents.watch(caller, {
      event: (event) => {
        if (event.type === 'notificationAdded')
          void push({ notification: event.notification, unread: event.unread });
      },
      fail: (error) => {
        void push({ failure: error });
        stop();
      },
    });
    await stop;
    unwatch();
  });
}

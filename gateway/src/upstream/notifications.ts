import { Notification, Page, UnreadCount } from '@swx/contract';
import type { CallerHeaders, UpstreamClient } from './client.ts';

/** GET /user/listNotification (`status=unread` for the unread ones only) */
export function listNotifications(
  client: UpstreamClient,
  caller: CallerHeaders,
  query: { status?: 'unread'; pageNum: number; pageSize: number },
) {
  return client.call(Page(Notification), 'GET', '/user/listNotification', caller, { query });
}

/** GET /user/unreadNotificationCount */
export function unreadNotificationCount(client: UpstreamClient, caller: CallerHeaders) {
  return client.call(UnreadCount, 'GET', '/user/unreadNotificationCount', caller);
}

/** POST /user/readNotification (`{ ids }`, or `{}` for all) */
export function readNotifications(client: UpstreamClient, caller: CallerHeaders, ids: number[] | null) {
  return client.call(UnreadCount, 'POST', '/user/readNotification', caller, { body: ids ? { ids } : {} });
}

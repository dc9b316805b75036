import * as v from 'valibot';
import { Notification } from './notifications.ts';
import { OptionsOrder } from './orders.ts';

/**
 * GET /user/events (server-sent events): `ready` once the stream is registered, then one message
 * per account event of the caller, either mode. Event names this list does not know are skipped.
 */
export const ACCOUNT_EVENT_NAMES = [
  'ready',
  'optionsOrderSettled',
  'notificationAdded',
  'nftBidChanged',
] as const;

/** `event: optionsOrderSettled`: an order left `open` (closed or failed), as getOptionsOrderById answers it. */
export const OptionsOrderSettled = v.object({ order: OptionsOrder });

export type OptionsOrderSettled = v.InferOutput<typeof OptionsOrderSettled>;

/** `event: notificationAdded`: a notification was created for the caller (the bell's unread count rises). */
export const NotificationAdded = v.object({ notification: Notification, unread: v.number() });

export type NotificationAdded = v.InferOutput<typeof NotificationAdded>;

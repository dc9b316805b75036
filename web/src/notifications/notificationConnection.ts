/**
 * The key of the notification list's connection on the viewer: the bell's subscription prepends
 * new notifications to it and "mark all" marks its loaded items, both by this key.
 */
export const NOTIFICATION_CONNECTION_KEY = 'NotificationList_notifications';

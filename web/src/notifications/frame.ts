// What the app's frame shows of the notifications (shell/NotificationBellLive.tsx): the bell prepends
// a new notification to the list's connection, by its key. Beside the manifest (routes.ts), the one
// other module of the feature the frame imports: the bell loads on its own, without the routes.
export { NOTIFICATION_CONNECTION_KEY } from './notificationConnection';

import type { RouteManifest } from '../routing/routeManifest';
import { notificationsPageHeader } from './notificationsPageHeader';

/** The user's notifications (plain markup, rendered with them by the gateway). */
export const notificationsRoutes: RouteManifest[] = [
  {
    path: '/profile/notification',
    title: 'titles.notifications',
    loader: () => import('./notificationsLoader').then((module) => module.notificationsLoader),
    page: () => import('./NotificationsRoute').then((module) => module.NotificationsRoute),
    header: notificationsPageHeader,
    modules: ['src/notifications/NotificationsRoute.tsx', 'src/notifications/notificationsLoader.ts'],
    data: {
      query: () => import('./notificationsLoader').then((module) => module.notificationsPageQuery),
      session: true,
    },
  },
];

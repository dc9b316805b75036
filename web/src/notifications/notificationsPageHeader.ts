import type { PageHeaderKeys } from '../components/ui/page-header';

/** `/profile/notification`'s header, which its fallback and first paint show too (routes.ts). */
export const notificationsPageHeader: PageHeaderKeys = {
  title: 'notifications.title',
  simulated: false,
  narrow: true,
};

import type { PageHeaderKeys } from '../components/ui/page-header';

/** `/profile/invite`'s header, which its fallback and first paint show too (routes.ts). */
export const invitePageHeader: PageHeaderKeys = {
  title: 'invite.title',
  subtitle: 'invite.subtitle',
  simulated: false,
  narrow: true,
};

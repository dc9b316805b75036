import type { PageHeaderKeys } from '../components/ui/page-header';

/** `/customerservice`'s header, which its fallback and first paint show too (routes.ts). */
export const chatPageHeader: PageHeaderKeys = {
  title: 'chat.title',
  subtitle: 'chat.subtitle',
  simulated: false,
  narrow: true,
};

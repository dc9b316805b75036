import type { PageHeaderKeys } from '../components/ui/page-header';

/** `/market`'s header, which the page fallback and the first paint show too (routes.ts). */
export const marketPageHeader: PageHeaderKeys = {
  title: 'market.title',
  subtitle: 'market.subtitle',
  simulated: true,
};

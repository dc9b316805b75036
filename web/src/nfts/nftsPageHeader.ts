import type { PageHeaderKeys } from '../components/ui/page-header';

/** `/nfts`'s header, which its fallback and first paint show too (routes.ts). */
export const nftsPageHeader: PageHeaderKeys = {
  title: 'nfts.title',
  subtitle: 'nfts.subtitle',
  simulated: false,
};

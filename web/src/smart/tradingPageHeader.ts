import type { PageHeaderKeys } from '../components/ui/page-header';

/** `/trading`'s header, which its fallback and first paint show too (routes.ts). */
export const tradingPageHeader: PageHeaderKeys = {
  title: 'smart.title',
  subtitle: 'smart.subtitle',
  simulated: false,
  riskNote: 'smart.riskWarning',
};

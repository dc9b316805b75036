import type { PageHeaderKeys } from '../components/ui/page-header';

/** `/loan`'s header, which its fallback and first paint show too (routes.ts). */
export const loanPageHeader: PageHeaderKeys = {
  title: 'loan.title',
  subtitle: 'loan.subtitle',
  simulated: false,
  riskNote: 'loan.riskWarning',
};

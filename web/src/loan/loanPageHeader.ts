import type { PageHeaderKeys } from '../components/ui/page-header';

/** `/loan`'s header, which its fallback and first paint show too (shell/pageHeaders.ts). */
export const loanPageHeader: PageHeaderKeys = {
  title: 'loan.title',
  subtitle: 'loan.subtitle',
  simulated: false,
  riskNote: 'loan.riskWarning',
};

import type { PageHeaderKeys } from '../components/ui/page-header';

/** The money pages' headers, which their fallback and first paint show too (routes.ts). */
export const balancePageHeader: PageHeaderKeys = {
  title: 'funds.balanceTitle',
  subtitle: 'funds.balanceSubtitle',
  simulated: false,
  narrow: true,
};

export const withdrawPageHeader: PageHeaderKeys = {
  title: 'funds.withdrawTitle',
  subtitle: 'funds.withdrawSubtitle',
  simulated: false,
  narrow: true,
};

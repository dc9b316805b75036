import type { PageHeaderKeys } from '../../components/ui/page-header';

/** `/profile/statement`'s header, which its fallback shows too (routes.ts). */
export const statementPageHeader: PageHeaderKeys = {
  title: 'statement.title',
  subtitle: 'statement.intro',
  simulated: false,
};

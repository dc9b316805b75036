import type { PageHeaderKeys } from '../components/ui/page-header';
import { marketPageHeader } from '../market/marketPageHeader';

/**
 * The pages whose header the page fallback shows while their code and data load (and the
 * prerendered first paint carries): the page renders the same PageHeader from the same keys, so
 * the header paints once, before any script, and nothing moves when the page arrives.
 */
export const pageHeaders: Readonly<Record<string, PageHeaderKeys>> = {
  '/market': marketPageHeader,
};

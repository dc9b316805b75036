import type { FaqCategory } from '../__generated__/FaqRouteQuery.graphql';

/** The help centre's groups of questions, in the order the API lists them. */
export const faqCategories = [
  'ACCOUNT',
  'TRADING',
  'FUNDS',
  'PRODUCTS',
  'SECURITY',
] as const satisfies readonly FaqCategory[];

export type HelpCategory = (typeof faqCategories)[number];

/** A `?category=` value (lower case in the address) as a category; null for none or an unknown one. */
export function categoryFromParam(value: string | null): HelpCategory | null {
  const upper = value?.toUpperCase();
  return faqCategories.find((category) => category === upper) ?? null;
}

/** The FAQ page's address for a search and a category. */
export function faqPath(search: string, category: HelpCategory | null): string {
  const params = new URLSearchParams();
  if (search.trim() !== '') params.set('q', search.trim());
  if (category) params.set('category', category.toLowerCase());
  const query = params.toString();
  return query ? `/help/faq?${query}` : '/help/faq';
}

/** The longest search the API accepts (gateway/src/schema/faq.ts). */
export const MAX_SEARCH = 100;

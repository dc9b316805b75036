import type { ComponentType } from 'react';
import { ensureCompleteTranslations } from '../i18n/i18n';

/**
 * A route's lazy `Component`: every page is plain markup over Chakra's tokens, so a page's code
 * and the rest of the interface texts (forms, errors, orders: beyond the first screen's) are all
 * it needs to paint. Chakra itself loads only with a dialog, a menu or a toast, on intent
 * (components/ui/on-demand.ts), inside that part's own ChakraIsland.
 */
export function plainPage(load: () => Promise<ComponentType>): () => Promise<ComponentType> {
  return async () => {
    const [Page] = await Promise.all([load(), ensureCompleteTranslations()]);
    return Page;
  };
}

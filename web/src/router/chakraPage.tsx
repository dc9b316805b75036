import type { ComponentType } from 'react';
import { ensureCompleteTranslations } from '../i18n/i18n';

/**
 * A route's lazy `Component` for a page built with Chakra: the page's code, Chakra and the rest of
 * the interface texts load together, and the page renders inside a ChakraIsland. The home page is
 * plain markup on first-screen texts and needs none of them.
 */
export function chakraPage(load: () => Promise<ComponentType>): () => Promise<ComponentType> {
  return async () => {
    const [{ ChakraIsland }, Page] = await Promise.all([
      import('../components/ui/chakra-island'),
      load(),
      // Pages use texts beyond the first screen's (forms, errors, orders).
      ensureCompleteTranslations(),
    ]);
    return () => (
      <ChakraIsland>
        <Page />
      </ChakraIsland>
    );
  };
}

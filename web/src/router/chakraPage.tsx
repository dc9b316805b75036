import type { ComponentType } from 'react';
import { ensureCompleteTranslations } from '../i18n/i18n';
import { yieldToBrowser } from './yieldToBrowser';

/**
 * Chakra's code, then its theme (the system Chakra builds from it, in chakra-island), each run in
 * a task of its own rather than in one long task with the page's.
 */
async function loadChakra() {
  await import('../components/ui/chakra-core');
  await yieldToBrowser();
  const island = await import('../components/ui/chakra-island');
  await yieldToBrowser();
  return island;
}

/**
 * A route's lazy `Component` for a page built with Chakra: the page's code, Chakra and the rest of
 * the interface texts load together, and the page renders inside a ChakraIsland. The home page is
 * plain markup on first-screen texts and needs none of them.
 */
export function chakraPage(load: () => Promise<ComponentType>): () => Promise<ComponentType> {
  return async () => {
    const [{ ChakraIsland }, Page] = await Promise.all([
      loadChakra(),
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

/**
 * A route's lazy `Component` for a page in plain markup over Chakra's tokens (the login): its code
 * and the rest of the interface texts, no Chakra.
 */
export function plainPage(load: () => Promise<ComponentType>): () => Promise<ComponentType> {
  return async () => {
    const [Page] = await Promise.all([load(), ensureCompleteTranslations()]);
    return Page;
  };
}

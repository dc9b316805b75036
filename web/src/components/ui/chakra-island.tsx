import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { languageTags } from '../../i18n/languages';
import { useClientState } from '../../state/clientStore';
import { system } from '../../theme';

// Chakra's global styles (reset, tokens, keyframes) are already on the page as a static stylesheet
// (virtual:chakra-global.css, imported by main.tsx): an island provides the system without injecting
// another copy, so any number of islands can mount and unmount.
const islandSystem = { ...system, _global: [], _config: { ...system._config, disableLayers: true } };

/**
 * The Chakra context for a part of the page that uses Chakra components: the pages behind the home
 * page, menus, dialogs and toasts. The first screen is plain markup over the same tokens, so Chakra's
 * code loads only with the first island, on demand.
 */
export function ChakraIsland({ children }: { children: ReactNode }) {
  const language = useClientState((state) => state.language);
  return (
    <ChakraProvider value={islandSystem}>
      <LocaleProvider locale={languageTags[language]}>{children}</LocaleProvider>
    </ChakraProvider>
  );
}

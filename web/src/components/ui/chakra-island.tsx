import chakraGlobalCss from 'virtual:chakra-global.css?inline';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { languageTags } from '../../i18n/languages';
import { useClientState } from '../../state/clientStore';
import { system } from '../../theme';

// The page has Chakra's global styles cut to the first screen (main.tsx); the whole sheet (every
// palette's tokens, the utility variables, all keyframes) is added once, when Chakra first loads.
// Islands provide the system without injecting their own copies, so any number can come and go.
// A constructed sheet rather than a <style> element: the Content-Security-Policy allows no inline
// style element it has no hash for, and adopted sheets are not inline markup. The sheet is all
// cascade layers, so coming after the page's own sheets changes nothing in the cascade.
if (typeof document !== 'undefined') {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(chakraGlobalCss);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
// Copied by descriptor: `_global` is a getter that would render the whole sheet (build/chakraLazyGlobal.ts).
const islandSystem: typeof system = Object.defineProperties({} as typeof system, {
  ...Object.getOwnPropertyDescriptors(system),
  _global: { value: [], enumerable: true },
  _config: { value: { ...system._config, disableLayers: true }, enumerable: true },
});

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

import { Menu, Portal } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { ChakraIsland } from '../components/ui/chakra-island';
import { isAppLanguage, languageNames, languages, languageTags } from '../i18n/languages';
import { clientStore, useClientState } from '../state/clientStore';
import { LanguageMenuTrigger } from './LanguageMenuTrigger';

type LanguageMenuPopupProps = {
  /** The user already asked for the menu (a click or key) while its code was loading. */
  defaultOpen: boolean;
};

/** The desktop language dropdown (Chakra's Menu), loaded the first time a user reaches for it. */
export function LanguageMenuPopup({ defaultOpen }: LanguageMenuPopupProps) {
  const language = useClientState((state) => state.language);
  const trigger = useRef<HTMLButtonElement>(null);
  // This trigger replaces the plain one the user may have focused while the menu loaded.
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) trigger.current?.focus();
  }, []);
  return (
    <ChakraIsland>
      <Menu.Root defaultOpen={defaultOpen}>
        <Menu.Trigger asChild>
          <LanguageMenuTrigger ref={trigger} />
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="44">
              <Menu.RadioItemGroup
                value={language}
                onValueChange={(details) => {
                  if (isAppLanguage(details.value)) clientStore.setLanguage(details.value);
                }}
              >
                {languages.map((code) => (
                  <Menu.RadioItem key={code} value={code} lang={languageTags[code]}>
                    {languageNames[code]}
                    <Menu.ItemIndicator />
                  </Menu.RadioItem>
                ))}
              </Menu.RadioItemGroup>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </ChakraIsland>
  );
}

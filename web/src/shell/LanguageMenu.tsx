import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/ui/icon';
import { isAppLanguage, languageNames, languages } from '../i18n/languages';
import { clientStore, useClientState } from '../state/clientStore';

/** The desktop language dropdown. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const language = useClientState((state) => state.language);
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`${t('nav.language')}: ${languageNames[language]}`}>
          <Icon name="globe" />
          <Text as="span" hideBelow="lg">
            {languageNames[language]}
          </Text>
          <Icon name="chevronDown" />
        </Button>
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
                <Menu.RadioItem key={code} value={code} lang={code === 'hk' ? 'zh-Hant' : code}>
                  {languageNames[code]}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

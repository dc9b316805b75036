import { Box, Heading, NativeSelect, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FundPasswordForm_viewer$key } from '../__generated__/FundPasswordForm_viewer.graphql';
import { FormField } from '../components/ui/form-field';
import { isAppLanguage, languageNames, languages } from '../i18n/languages';
import { clientStore, useClientState } from '../state/clientStore';
import { FundPasswordForm } from './FundPasswordForm';

/** Settings: the interface language (the shell picker's store) and the fund password. */
export function SettingsSection({ viewer }: { viewer: FundPasswordForm_viewer$key }) {
  const { t } = useTranslation();
  const language = useClientState((state) => state.language);
  return (
    <Stack
      as="section"
      aria-labelledby="settings-title"
      gap="4"
      layerStyle="panel"
      p={{ base: '3', md: '5' }}
    >
      <Heading as="h2" id="settings-title" size="md">
        {t('profileMoney.settings.title')}
      </Heading>
      <Stack maxW="md">
        <FormField
          label={t('profileMoney.settings.language')}
          helper={t('profileMoney.settings.languageHint')}
        >
          <NativeSelect.Root>
            <NativeSelect.Field
              name="language"
              value={language}
              onChange={(event) => {
                const next = event.target.value;
                if (isAppLanguage(next)) clientStore.setLanguage(next);
              }}
            >
              {languages.map((code) => (
                <option key={code} value={code} lang={code === 'hk' ? 'zh-Hant' : code}>
                  {languageNames[code]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </Stack>
      <Box borderTopWidth="1px" />
      <FundPasswordForm viewer={viewer} />
    </Stack>
  );
}

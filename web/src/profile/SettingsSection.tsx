import { Box, Heading, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FundPasswordForm_viewer$key } from '../__generated__/FundPasswordForm_viewer.graphql';
import { FormField } from '../components/ui/form-field';
import { PriceChange } from '../components/ui/price-change';
import { isAppLanguage, languageNames, languages } from '../i18n/languages';
import { clientStore, useClientState } from '../state/clientStore';
import {
  currentPriceColors,
  type PriceColors,
  priceColorOptions,
  setPriceColors,
} from '../state/priceColors';
import { FundPasswordForm } from './FundPasswordForm';

/** Settings: the interface language (the shell picker's store), the price colours and the fund password. */
export function SettingsSection({ viewer }: { viewer: FundPasswordForm_viewer$key }) {
  const { t } = useTranslation();
  const language = useClientState((state) => state.language);
  const [priceColors, choosePriceColors] = useState<PriceColors>(currentPriceColors);
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
        <FormField
          label={t('profileMoney.settings.priceColors')}
          helper={t('profileMoney.settings.priceColorsHint')}
        >
          <NativeSelect.Root>
            <NativeSelect.Field
              name="priceColors"
              value={priceColors}
              onChange={(event) => {
                const next = priceColorOptions.find((option) => option === event.target.value);
                if (!next) return;
                setPriceColors(next);
                choosePriceColors(next);
              }}
            >
              {priceColorOptions.map((option) => (
                <option key={option} value={option}>
                  {t(`profileMoney.settings.priceColorOption.${option}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {/* What the choice looks like: a rise and a fall, in the colours now in force. */}
        <HStack gap="3" aria-label={t('profileMoney.settings.priceColorsPreview')} role="group">
          <PriceChange value="1.25" variant="pill" size="sm" />
          <PriceChange value="-1.25" variant="pill" size="sm" />
        </HStack>
      </Stack>
      <Box borderTopWidth="1px" />
      <FundPasswordForm viewer={viewer} />
    </Stack>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FundPasswordForm_viewer$key } from '../__generated__/FundPasswordForm_viewer.graphql';
import heading from '../components/ui/heading.module.css';
import { SelectField } from '../components/ui/native-select';
import panel from '../components/ui/panel.module.css';
import { PriceChange } from '../components/ui/price-change';
import { isAppLanguage, languageNames, languages, languageTags } from '../i18n/languages';
import { clientStore, useClientState } from '../state/clientStore';
import {
  currentPriceColors,
  type PriceColors,
  priceColorOptions,
  setPriceColors,
} from '../state/priceColors';
import { FundPasswordForm } from './FundPasswordForm';
import sections from './profileSections.module.css';
import styles from './SettingsSection.module.css';

/** Settings: the interface language (the shell picker's store), the price colours and the fund password. */
export function SettingsSection({ viewer }: { viewer: FundPasswordForm_viewer$key }) {
  const { t } = useTranslation();
  const language = useClientState((state) => state.language);
  const [priceColors, choosePriceColors] = useState<PriceColors>(currentPriceColors);
  return (
    <section
      aria-labelledby="settings-title"
      className={`${panel.panel} ${sections.section} ${sections.roomy}`}
    >
      <h2 id="settings-title" className={`${heading.heading} ${heading.md}`}>
        {t('profileMoney.settings.title')}
      </h2>
      <div className={`${styles.preferences} ${sections.narrow}`}>
        <SelectField
          label={t('profileMoney.settings.language')}
          helper={t('profileMoney.settings.languageHint')}
          name="language"
          value={language}
          onChange={(event) => {
            const next = event.target.value;
            if (isAppLanguage(next)) clientStore.setLanguage(next);
          }}
        >
          {languages.map((code) => (
            <option key={code} value={code} lang={languageTags[code]}>
              {languageNames[code]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('profileMoney.settings.priceColors')}
          helper={t('profileMoney.settings.priceColorsHint')}
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
        </SelectField>
        {/* What the choice looks like: a rise and a fall, in the colours now in force. */}
        {/* biome-ignore lint/a11y/useSemanticElements: a named group of two samples, no form controls (a fieldset brings its own box) */}
        <div
          className={styles.preview}
          aria-label={t('profileMoney.settings.priceColorsPreview')}
          role="group"
        >
          <PriceChange value="1.25" variant="pill" size="sm" />
          <PriceChange value="-1.25" variant="pill" size="sm" />
        </div>
      </div>
      <div className={styles.rule} />
      <FundPasswordForm viewer={viewer} />
    </section>
  );
}

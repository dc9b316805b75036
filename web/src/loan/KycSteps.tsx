import { areaCodes } from '@swx/contract/area-codes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import heading from '../components/ui/heading.module.css';
import { ImageField } from '../components/ui/image-field';
import { SelectField } from '../components/ui/native-select';
import textStyles from '../components/ui/text.module.css';
import { TextField } from '../components/ui/text-field';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import styles from './KycForm.module.css';
import { type KycTextFields, kycCountryCodes } from './kycRules';
import { type KycFormState, kycImageKeys } from './useKycForm';

function Select({
  label,
  value,
  onChange,
  options,
  error,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: [string, string][];
  error?: string | null;
  testId: string;
}) {
  return (
    <SelectField
      label={label}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      data-testid={testId}
    >
      {options.map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </SelectField>
  );
}

/** One numbered step of the verification form. */
export function KycStep({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.step}>
      <legend className={`${heading.heading} ${heading.sm} ${styles.legend}`}>
        {t('loan.kyc.step', { number, title })}
      </legend>
      {children}
    </fieldset>
  );
}

/** The countries by their names in the page's language, in its alphabetical order. */
function useCountryOptions(): [string, string][] {
  const language = useClientState((state) => state.language);
  const regionNames = new Intl.DisplayNames([languageTags[language]], {
    type: 'region',
  });
  return kycCountryCodes
    .map((code): [string, string] => [code, regionNames.of(code) ?? code])
    .sort((a, b) => a[1].localeCompare(b[1], language));
}

/** Step 1: the person: name, birthdate, sex, country, address and phone. */
export function KycDetailsFields({ kyc }: { kyc: KycFormState }) {
  const { t } = useTranslation();
  const countries = useCountryOptions();
  const { fields, set, fieldError } = kyc;
  const text = (key: keyof KycTextFields, type = 'text', autoComplete?: string) => (
    <TextField
      label={t(`loan.kyc.fields.${key}`)}
      required
      type={type}
      autoComplete={autoComplete}
      value={fields[key]}
      onChange={(event) => set(key)(event.currentTarget.value)}
      error={fieldError(key)}
      data-testid={`kyc-${key}`}
    />
  );
  return (
    <div className={styles.grid}>
      {text('firstName', 'text', 'given-name')}
      {text('lastName', 'text', 'family-name')}
      {text('birthdate', 'date', 'bday')}
      <Select
        label={t('loan.kyc.fields.sex')}
        value={fields.sex}
        onChange={set('sex')}
        error={fieldError('sex')}
        testId="kyc-sex"
        options={[
          ['', t('loan.kyc.choose')],
          ['FEMALE', t('loan.kyc.sex.FEMALE')],
          ['MALE', t('loan.kyc.sex.MALE')],
        ]}
      />
      <Select
        label={t('loan.kyc.fields.country')}
        value={fields.country}
        onChange={set('country')}
        error={fieldError('country')}
        testId="kyc-country"
        options={[['', t('loan.kyc.choose')], ...countries]}
      />
      {text('address', 'text', 'street-address')}
      <Select
        label={t('loan.kyc.fields.areaCode')}
        value={fields.areaCode}
        onChange={set('areaCode')}
        error={fieldError('areaCode')}
        testId="kyc-areaCode"
        options={[['', t('loan.kyc.choose')], ...areaCodes.map((code): [string, string] => [code, code])]}
      />
      {text('phone', 'tel', 'tel-national')}
    </div>
  );
}

/** Step 2: the document's type and its photos (a passport has no back). */
export function KycDocumentFields({ kyc }: { kyc: KycFormState }) {
  const { t } = useTranslation();
  const { fields, passport } = kyc;
  return (
    <>
      <Select
        label={t('loan.kyc.fields.documentType')}
        value={fields.documentType}
        onChange={kyc.set('documentType')}
        testId="kyc-documentType"
        options={(['ID_CARD', 'DRIVER_LICENCE', 'PASSPORT'] as const).map((type): [string, string] => [
          type,
          t(`loan.kyc.document.${type}`),
        ])}
      />
      <p className={textStyles.note}>{t('loan.kyc.imageRules')}</p>
      <div className={styles.grid} data-columns={passport ? 2 : 3}>
        {kycImageKeys
          .filter((key) => !(key === 'back' && passport))
          .map((key) => (
            <ImageField
              key={key}
              label={t(`loan.kyc.images.${key}`)}
              help={t(`loan.kyc.images.${key}Help`)}
              file={kyc.images[key]}
              onChange={(file) => kyc.setImage(key, file)}
              error={kyc.imageError(key)}
              disabled={kyc.isInFlight}
              testId={`kyc-image-${key}`}
            />
          ))}
      </div>
    </>
  );
}

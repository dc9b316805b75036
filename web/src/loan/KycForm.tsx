import { areaCodes } from '@swx/contract/area-codes';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/ui/button-class';
import { FormAlert } from '../components/ui/form-alert';
import heading from '../components/ui/heading.module.css';
import { ImageField } from '../components/ui/image-field';
import layout from '../components/ui/layout.module.css';
import { LoadingLabel } from '../components/ui/loading-label';
import { SelectField } from '../components/ui/native-select';
import textStyles from '../components/ui/text.module.css';
import { TextField } from '../components/ui/text-field';
import { showToast } from '../components/ui/toast';
import { useClientState } from '../state/clientStore';
import styles from './KycForm.module.css';
import { imageProblem, type KycTextFields, kycCountryCodes, textProblems } from './kycRules';
import {
  type IdentificationFields,
  useSubmitIdentificationMutation,
} from './mutations/useSubmitIdentificationMutation';
import { dataUrlBlob, SignaturePadField, type SignatureReader } from './SignaturePadField';

type Images = { front: File | null; back: File | null; inHand: File | null };
const imageKeys = ['front', 'back', 'inHand'] as const;

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

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
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

/**
 * Identity verification in three steps (spec §3): personal details, the document's photos, and the
 * signature. Everything is checked before sending, with the spec's messages; a refused submission
 * keeps every input. `initial` prefills a resubmission after a failed review.
 */
export function KycForm({ initial, onDone }: { initial: Partial<KycTextFields> | null; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useClientState((state) => state.language);
  const [fields, setFields] = useState<KycTextFields>({
    firstName: initial?.firstName ?? '',
    lastName: initial?.lastName ?? '',
    birthdate: initial?.birthdate ?? '',
    sex: initial?.sex ?? '',
    country: initial?.country ?? '',
    address: initial?.address ?? '',
    areaCode: initial?.areaCode ?? areaCodes[0] ?? '+1',
    phone: initial?.phone ?? '',
    documentType: initial?.documentType ?? 'ID_CARD',
  });
  const [images, setImages] = useState<Images>({ front: null, back: null, inHand: null });
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<{ message: string; field: string | null } | null>(null);
  const signature = useRef<SignatureReader | null>(null);
  const [signed, setSigned] = useState(false);
  const [submit, isInFlight] = useSubmitIdentificationMutation();

  const passport = fields.documentType === 'PASSPORT';
  const problems = textProblems(fields);
  const fieldError = (key: keyof KycTextFields): string | null => {
    if (serverError?.field === key) return serverError.message;
    if (!submitted || !problems[key]) return null;
    return problems[key] === 'empty' ? t('loan.kyc.incomplete') : t(`loan.kyc.invalid.${key}`);
  };
  const imageError = (key: (typeof imageKeys)[number]): string | null => {
    if (serverError?.field === key) return serverError.message;
    if (!submitted || (key === 'back' && passport)) return null;
    const problem = imageProblem(images[key]);
    return problem ? t(`loan.kyc.image.${problem}`) : null;
  };
  const set = (key: keyof KycTextFields) => (value: string) => {
    setFields((current) => ({ ...current, [key]: value }));
    if (serverError?.field === key) setServerError(null);
  };
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
  const regionNames = new Intl.DisplayNames([language === 'hk' ? 'zh-Hant-HK' : language], {
    type: 'region',
  });
  const countries: [string, string][] = kycCountryCodes
    .map((code): [string, string] => [code, regionNames.of(code) ?? code])
    .sort((a, b) => a[1].localeCompare(b[1], language));

  const send = async () => {
    setSubmitted(true);
    setServerError(null);
    const signatureUrl = signature.current?.dataUrl() ?? null;
    const imagesOk = imageKeys.every(
      (key) => (key === 'back' && passport) || imageProblem(images[key]) === null,
    );
    if (Object.keys(problems).length > 0 || !imagesOk || !signatureUrl) return;
    const { front, back, inHand } = images;
    if (!front || !inHand) return;
    const input: IdentificationFields = {
      firstName: fields.firstName.trim(),
      lastName: fields.lastName.trim(),
      birthdate: fields.birthdate,
      sex: fields.sex as IdentificationFields['sex'],
      country: fields.country,
      address: fields.address.trim(),
      areaCode: fields.areaCode,
      phone: fields.phone.trim(),
      documentType: fields.documentType as IdentificationFields['documentType'],
    };
    try {
      const signatureBlob = dataUrlBlob(signatureUrl);
      const result = await submit(input, {
        front,
        back: passport ? null : back,
        inHand,
        signature: signatureBlob,
      });
      if (result.__typename === 'SubmitIdentificationPayload') {
        showToast({ type: 'success', description: t('loan.kyc.submitted') });
        onDone();
        return;
      }
      if (result.__typename === '%other')
        return setServerError({ message: t('errors.UNKNOWN'), field: null });
      setServerError({
        message: t(`loan.errors.${result.code}`, { defaultValue: t(`errors.${result.code}`) }),
        field: 'field' in result ? (result.field ?? null) : null,
      });
    } catch {
      setServerError({ message: t('errors.TIMEOUT'), field: null });
    }
  };

  return (
    <form
      noValidate
      className={styles.form}
      aria-labelledby="kyc-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <h3 id="kyc-form-title" className={`${heading.heading} ${heading.md}`}>
        {t('loan.kyc.formTitle')}
      </h3>
      <Step number={1} title={t('loan.kyc.steps.details')}>
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
            testId="kyc-areaCode"
            options={areaCodes.map((code): [string, string] => [code, code])}
          />
          {text('phone', 'tel', 'tel-national')}
        </div>
      </Step>
      <Step number={2} title={t('loan.kyc.steps.document')}>
        <Select
          label={t('loan.kyc.fields.documentType')}
          value={fields.documentType}
          onChange={set('documentType')}
          testId="kyc-documentType"
          options={(['ID_CARD', 'DRIVER_LICENCE', 'PASSPORT'] as const).map((type): [string, string] => [
            type,
            t(`loan.kyc.document.${type}`),
          ])}
        />
        <p className={textStyles.note}>{t('loan.kyc.imageRules')}</p>
        <div className={styles.grid} data-columns={passport ? 2 : 3}>
          {imageKeys
            .filter((key) => !(key === 'back' && passport))
            .map((key) => (
              <ImageField
                key={key}
                label={t(`loan.kyc.images.${key}`)}
                help={t(`loan.kyc.images.${key}Help`)}
                file={images[key]}
                onChange={(file) => {
                  setImages((current) => ({ ...current, [key]: file }));
                  if (serverError?.field === key) setServerError(null);
                }}
                error={imageError(key)}
                disabled={isInFlight}
                testId={`kyc-image-${key}`}
              />
            ))}
        </div>
      </Step>
      <Step number={3} title={t('loan.kyc.steps.signature')}>
        <SignaturePadField
          label={t('loan.kyc.signatureLabel')}
          disabled={isInFlight}
          error={
            serverError?.field === 'signature'
              ? serverError.message
              : submitted && !signed
                ? t('loan.kyc.image.required')
                : null
          }
          onChange={(reader, empty) => {
            signature.current = reader;
            setSigned(!empty);
          }}
        />
      </Step>
      {serverError && !serverError.field ? <FormAlert status="error" message={serverError.message} /> : null}
      {submitted && Object.keys(problems).length > 0 ? (
        <FormAlert status="error" message={t('loan.kyc.fixFields')} />
      ) : null}
      <button
        type="submit"
        className={buttonClass({ palette: 'brand', className: layout.action })}
        disabled={isInFlight}
        data-loading={isInFlight ? '' : undefined}
      >
        <LoadingLabel loading={isInFlight}>{t('loan.kyc.submit')}</LoadingLabel>
      </button>
    </form>
  );
}

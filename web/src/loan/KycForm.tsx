import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/ui/button-class';
import { FormAlert } from '../components/ui/form-alert';
import heading from '../components/ui/heading.module.css';
import layout from '../components/ui/layout.module.css';
import { LoadingLabel } from '../components/ui/loading-label';
import styles from './KycForm.module.css';
import { KycDetailsFields, KycDocumentFields, KycStep } from './KycSteps';
import type { KycTextFields } from './kycRules';
import { SignaturePadField } from './SignaturePadField';
import { useKycForm } from './useKycForm';

/**
 * Identity verification in three steps: personal details, the document's photos, and the
 * signature. Everything is checked before sending, with the spec's messages; a refused submission
 * keeps every input. `initial` prefills a resubmission after a failed review.
 */
export function KycForm({ initial, onDone }: { initial: Partial<KycTextFields> | null; onDone: () => void }) {
  const { t } = useTranslation();
  const kyc = useKycForm(initial, onDone);
  return (
    <form
      noValidate
      className={styles.form}
      aria-labelledby="kyc-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        void kyc.send();
      }}
    >
      <h3 id="kyc-form-title" className={`${heading.heading} ${heading.md}`}>
        {t('loan.kyc.formTitle')}
      </h3>
      <KycStep number={1} title={t('loan.kyc.steps.details')}>
        <KycDetailsFields kyc={kyc} />
      </KycStep>
      <KycStep number={2} title={t('loan.kyc.steps.document')}>
        <KycDocumentFields kyc={kyc} />
      </KycStep>
      <KycStep number={3} title={t('loan.kyc.steps.signature')}>
        <SignaturePadField
          label={t('loan.kyc.signatureLabel')}
          disabled={kyc.isInFlight}
          error={kyc.signatureError}
          onChange={kyc.onSignature}
        />
      </KycStep>
      {kyc.formError ? <FormAlert status="error" message={kyc.formError} /> : null}
      {kyc.fixFields ? <FormAlert status="error" message={t('loan.kyc.fixFields')} /> : null}
      <button
        type="submit"
        className={buttonClass({ palette: 'brand', className: layout.action })}
        disabled={kyc.isInFlight}
        data-loading={kyc.isInFlight ? '' : undefined}
      >
        <LoadingLabel loading={kyc.isInFlight}>{t('loan.kyc.submit')}</LoadingLabel>
      </button>
    </form>
  );
}

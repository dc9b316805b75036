import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { FundPasswordForm_viewer$key } from '../__generated__/FundPasswordForm_viewer.graphql';
import badge from '../components/ui/badge.module.css';
import { buttonClass } from '../components/ui/button-class';
import { FormAlert } from '../components/ui/form-alert';
import { LoadingLabel } from '../components/ui/loading-label';
import muted from '../components/ui/muted-text.module.css';
import { TextField } from '../components/ui/text-field';
import { useRefocusAfterBusy } from '../components/ui/use-refocus-after-busy';
import { errorKey } from '../relay/resultError';
import styles from './FundPasswordForm.module.css';
import sections from './profileSections.module.css';
import { type FundPasswordField, useFundPasswordForm } from './useFundPasswordForm';

/** The new fund password and its confirmation: six digits each. */
const digitFields = [
  { field: 'fundPassword', label: 'profileMoney.settings.newFundPassword', name: 'fundPassword' },
  { field: 'confirm', label: 'profileMoney.settings.confirmFundPassword', name: 'fundPasswordConfirm' },
] as const;

/**
 * The 6-digit fund password withdrawals need: set once without more; a change needs the login
 * password (the gateway refuses it otherwise).
 */
export function FundPasswordForm({ viewer }: { viewer: FundPasswordForm_viewer$key }) {
  const { t } = useTranslation();
  const { fundPasswordSet } = useFragment(
    graphql`
      fragment FundPasswordForm_viewer on Viewer {
        fundPasswordSet
      }
    `,
    viewer,
  );
  const { form, set, errors, serverError, done, submit, isInFlight } = useFundPasswordForm(fundPasswordSet);
  // Disabled while sent: the keyboard's focus comes back to it with the answer.
  const submitButton = useRefocusAfterBusy(isInFlight);

  const fieldError = (field: FundPasswordField) => {
    const key = errors[field];
    return key ? t(key) : null;
  };
  const digits = { inputMode: 'numeric' as const, maxLength: 6, autoComplete: 'off', dir: 'ltr' };

  return (
    <div className={styles.root} data-testid="fund-password">
      <div className={styles.title}>
        <p className={styles.name} id="fund-password-title">
          {t('profileMoney.settings.fundPassword')}
        </p>
        <span
          className={`${badge.badge} ${badge.sm} ${fundPasswordSet ? badge.subtleGreen : badge.subtleOrange}`}
          data-testid="fund-password-state"
        >
          {fundPasswordSet
            ? t('profileMoney.settings.fundPasswordSetState')
            : t('profileMoney.settings.fundPasswordNotSet')}
        </span>
      </div>
      <p className={muted.muted}>{t('profileMoney.settings.fundPasswordHelp')}</p>
      <form onSubmit={submit} noValidate className={sections.narrow} aria-labelledby="fund-password-title">
        <div className={sections.fields}>
          {done ? (
            <FormAlert
              status="success"
              message={t(
                done === 'set' ? 'profileMoney.settings.setSuccess' : 'profileMoney.settings.changeSuccess',
              )}
            />
          ) : null}
          {serverError ? (
            <FormAlert
              status="error"
              message={t(errorKey(serverError.code), { defaultValue: t('errors.UNKNOWN') })}
            />
          ) : null}
          {digitFields.map(({ field, label, name }) => (
            <TextField
              key={field}
              label={t(label)}
              error={fieldError(field)}
              password
              name={name}
              value={form[field]}
              onChange={set(field)}
              {...digits}
            />
          ))}
          {fundPasswordSet ? (
            <TextField
              label={t('profileMoney.settings.loginPassword')}
              error={fieldError('password')}
              helper={t('profileMoney.settings.loginPasswordHint')}
              password
              name="loginPassword"
              autoComplete="current-password"
              value={form.password}
              onChange={set('password')}
            />
          ) : null}
          <button
            ref={submitButton}
            type="submit"
            className={buttonClass({ palette: 'brand', className: sections.submit })}
            disabled={isInFlight}
            data-loading={isInFlight ? '' : undefined}
          >
            <LoadingLabel loading={isInFlight}>
              {fundPasswordSet
                ? t('profileMoney.settings.changeSubmit')
                : t('profileMoney.settings.setSubmit')}
            </LoadingLabel>
          </button>
        </div>
      </form>
    </div>
  );
}

import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { FundPasswordForm_viewer$key } from '../__generated__/FundPasswordForm_viewer.graphql';
import badge from '../components/ui/badge.module.css';
import { buttonClass } from '../components/ui/button-class';
import { FormAlert } from '../components/ui/form-alert';
import { LoadingLabel } from '../components/ui/loading-label';
import muted from '../components/ui/muted-text.module.css';
import { TextField } from '../components/ui/text-field';
import { errorKey, type ResultError, resultError } from '../relay/resultError';
import styles from './FundPasswordForm.module.css';
import { useSetFundPasswordMutation } from './mutations/useSetFundPasswordMutation';
import { errorsOf, validateConfirmation, validateFundPassword, validateRequired } from './passwordChecks';
import sections from './profileSections.module.css';

type Field = 'fundPassword' | 'confirm' | 'password';
const empty: Record<Field, string> = { fundPassword: '', confirm: '', password: '' };

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
  const [setFundPassword, isInFlight] = useSetFundPasswordMutation();
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<ResultError | null>(null);
  const [done, setDone] = useState<'set' | 'changed' | null>(null);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setDone(null);
    setForm((current) => ({ ...current, [field]: event.target.value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    setDone(null);
    const found = errorsOf<Field>({
      fundPassword: validateFundPassword(form.fundPassword),
      confirm: validateConfirmation(form.fundPassword, form.confirm),
      password: fundPasswordSet ? validateRequired(form.password) : null,
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await setFundPassword(form.fundPassword, fundPasswordSet ? form.password : null);
      const error = resultError(result, 'SetFundPasswordPayload');
      if (!error) {
        setForm(empty);
        setDone(fundPasswordSet ? 'changed' : 'set');
        return;
      }
      if (error.code === 'PASSWORD_WRONG' && fundPasswordSet) setErrors({ password: errorKey(error.code) });
      else if (error.code === 'FUND_PASSWORD_FORMAT') setErrors({ fundPassword: errorKey(error.code) });
      else setServerError(error);
    } catch {
      setServerError({ code: 'UPSTREAM_UNAVAILABLE', field: null });
    }
  };

  const fieldError = (field: Field) => {
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
          <TextField
            label={t('profileMoney.settings.newFundPassword')}
            error={fieldError('fundPassword')}
            password
            name="fundPassword"
            value={form.fundPassword}
            onChange={set('fundPassword')}
            {...digits}
          />
          <TextField
            label={t('profileMoney.settings.confirmFundPassword')}
            error={fieldError('confirm')}
            password
            name="fundPasswordConfirm"
            value={form.confirm}
            onChange={set('confirm')}
            {...digits}
          />
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

import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button-class';
import { FormAlert } from '../components/ui/form-alert';
import { LoadingLabel } from '../components/ui/loading-label';
import { errorKey, type ResultError, resultError } from '../relay/resultError';
import { EmailCodeFields } from './EmailCodeFields';
import { errorField } from './errorField';
import { useResetPasswordMutation } from './mutations/useResetPasswordMutation';
import { NewPasswordFields } from './NewPasswordFields';
import { PassCard, passFooterLinkClass } from './PassCard';
import styles from './PassForm.module.css';
import {
  collectErrors,
  validateCode,
  validateConfirmation,
  validateEmail,
  validateNewPassword,
} from './validation';

type Field = 'email' | 'code' | 'password' | 'confirm';

/** `/pass/reset`: email, emailed code, new password twice. */
export function ResetRoute() {
  const { t } = useTranslation();
  const [resetPassword, isInFlight] = useResetPasswordMutation();
  const [form, setForm] = useState({ email: '', code: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<ResultError | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const set = (key: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  const showServerError = (error: ResultError) => {
    const field = errorField(error);
    // The server's 10004 on a new password means the length rule (it has no other password rule).
    const key = field === 'password' ? 'validation.passwordLength' : errorKey(error.code);
    if (field && field !== 'userName') setErrors((current) => ({ ...current, [field]: key }));
    else setServerError(error);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = collectErrors<Field>({
      email: validateEmail(form.email),
      code: validateCode(form.code),
      password: validateNewPassword(form.password),
      confirm: validateConfirmation(form.password, form.confirm),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await resetPassword({
        email: form.email.trim(),
        code: form.code.trim(),
        newPassword: form.password,
      });
      if (result.__typename === 'ResetPasswordPayload') {
        const notice = result.notice ? t(`notices.${result.notice}`) : null;
        setDone(notice ? `${notice}. ${t('pass.reset.done')}` : t('pass.reset.done'));
        return;
      }
      const error = resultError(result, 'ResetPasswordPayload');
      if (error) showServerError(error);
    } catch {
      setServerError({ code: 'UPSTREAM_UNAVAILABLE', field: null });
    }
  };

  const fieldError = (field: Field) => {
    const key = errors[field];
    return key ? t(key) : null;
  };

  if (done) {
    return (
      <PassCard title={t('pass.reset.title')} subtitle={t('pass.reset.subtitle')}>
        <FormAlert status="success" message={done} />
        <Link to="/pass/login" className={buttonClass({ palette: 'brand', size: 'lg' })}>
          {t('pass.reset.toLogin')}
        </Link>
      </PassCard>
    );
  }

  return (
    <PassCard
      title={t('pass.reset.title')}
      subtitle={t('pass.reset.subtitle')}
      footer={
        <Link to="/pass/login" className={passFooterLinkClass}>
          {t('pass.reset.toLogin')}
        </Link>
      }
    >
      <form onSubmit={submit} noValidate>
        <div className={styles.fields}>
          {serverError ? (
            <FormAlert
              status="error"
              message={t(errorKey(serverError.code), { defaultValue: t('errors.UNKNOWN') })}
            />
          ) : null}
          <EmailCodeFields
            purpose="RESET_PASSWORD"
            labels={{ email: t('pass.reset.email'), code: t('pass.reset.code') }}
            values={form}
            onChange={set}
            fieldError={fieldError}
            onEmailError={(key) => setErrors((current) => ({ ...current, email: key }))}
            onServerError={showServerError}
          />
          <NewPasswordFields
            labels={{ password: t('pass.reset.newPassword'), confirm: t('pass.reset.confirmPassword') }}
            values={form}
            onChange={set}
            fieldError={fieldError}
          />
          <button
            type="submit"
            className={buttonClass({ palette: 'brand', size: 'lg' })}
            disabled={isInFlight}
            aria-busy={isInFlight || undefined}
          >
            <LoadingLabel loading={isInFlight}>{t('pass.reset.submit')}</LoadingLabel>
          </button>
        </div>
      </form>
    </PassCard>
  );
}

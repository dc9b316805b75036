import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/ui/button-class';
import { FormAlert } from '../components/ui/form-alert';
import heading from '../components/ui/heading.module.css';
import { LoadingLabel } from '../components/ui/loading-label';
import panel from '../components/ui/panel.module.css';
import { TextField } from '../components/ui/text-field';
import { useRefocusAfterBusy } from '../components/ui/use-refocus-after-busy';
import { errorKey, type ResultError, resultError } from '../relay/resultError';
import { useChangePasswordMutation } from './mutations/useChangePasswordMutation';
import { errorsOf, validateConfirmation, validateNewPassword, validateRequired } from './passwordChecks';
import sections from './profileSections.module.css';

type Field = 'oldPassword' | 'password' | 'confirm';
const empty: Record<Field, string> = { oldPassword: '', password: '', confirm: '' };

/** Change the login password (old, new, confirm). The upstream ends the user's other sessions. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [changePassword, isInFlight] = useChangePasswordMutation();
  // Disabled while sent: the keyboard's focus comes back to it with the answer.
  const submitButton = useRefocusAfterBusy(isInFlight);
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<ResultError | null>(null);
  const [done, setDone] = useState(false);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setDone(false);
    setForm((current) => ({ ...current, [field]: event.target.value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    setDone(false);
    const found = errorsOf<Field>({
      oldPassword: validateRequired(form.oldPassword),
      password: validateNewPassword(form.password),
      confirm: validateConfirmation(form.password, form.confirm),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await changePassword(form.oldPassword, form.password);
      const error = resultError(result, 'ChangePasswordPayload');
      if (!error) {
        setForm(empty);
        setDone(true);
        return;
      }
      // A wrong old password is the old password's error; anything else belongs to the form.
      if (error.code === 'PASSWORD_WRONG') setErrors({ oldPassword: errorKey(error.code) });
      else setServerError(error);
    } catch {
      setServerError({ code: 'UPSTREAM_UNAVAILABLE', field: null });
    }
  };

  const fieldError = (field: Field) => {
    const key = errors[field];
    return key ? t(key) : null;
  };
  const fields: { field: Field; label: string; autoComplete: string }[] = [
    { field: 'oldPassword', label: t('profileMoney.password.old'), autoComplete: 'current-password' },
    { field: 'password', label: t('profileMoney.password.new'), autoComplete: 'new-password' },
    { field: 'confirm', label: t('profileMoney.password.confirm'), autoComplete: 'new-password' },
  ];

  return (
    <section
      aria-labelledby="password-title"
      className={`${panel.panel} ${sections.section} ${sections.roomy}`}
    >
      <h2 id="password-title" className={`${heading.heading} ${heading.md}`}>
        {t('profileMoney.password.title')}
      </h2>
      <form onSubmit={submit} noValidate className={sections.narrow}>
        <div className={sections.fields}>
          {done ? <FormAlert status="success" message={t('profileMoney.password.success')} /> : null}
          {serverError ? (
            <FormAlert
              status="error"
              message={t(errorKey(serverError.code), { defaultValue: t('errors.UNKNOWN') })}
            />
          ) : null}
          {fields.map(({ field, label, autoComplete }) => (
            <TextField
              key={field}
              label={label}
              error={fieldError(field)}
              helper={field === 'password' ? t('profileMoney.password.lengthHint') : undefined}
              password
              name={field}
              autoComplete={autoComplete}
              value={form[field]}
              onChange={set(field)}
            />
          ))}
          <button
            ref={submitButton}
            type="submit"
            className={buttonClass({ palette: 'brand', className: sections.submit })}
            disabled={isInFlight}
            data-loading={isInFlight ? '' : undefined}
          >
            <LoadingLabel loading={isInFlight}>{t('profileMoney.password.submit')}</LoadingLabel>
          </button>
        </div>
      </form>
    </section>
  );
}

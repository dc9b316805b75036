import { type FormEvent, useState } from 'react';
import { errorKey, type ResultError, resultError } from '../relay/resultError';
import { useSetFundPasswordMutation } from './mutations/useSetFundPasswordMutation';
import { errorsOf, validateConfirmation, validateFundPassword, validateRequired } from './passwordChecks';

export type FundPasswordField = 'fundPassword' | 'confirm' | 'password';
const empty: Record<FundPasswordField, string> = { fundPassword: '', confirm: '', password: '' };

/**
 * The fund password form's values, messages (i18n keys) and submit; a change (`fundPasswordSet`)
 * also needs the login password.
 */
export function useFundPasswordForm(fundPasswordSet: boolean) {
  const [setFundPassword, isInFlight] = useSetFundPasswordMutation();
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<FundPasswordField, string>>>({});
  const [serverError, setServerError] = useState<ResultError | null>(null);
  const [done, setDone] = useState<'set' | 'changed' | null>(null);

  const set = (field: FundPasswordField) => (event: { target: { value: string } }) => {
    setDone(null);
    setForm((current) => ({ ...current, [field]: event.target.value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    setDone(null);
    const found = errorsOf<FundPasswordField>({
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

  return { form, set, errors, serverError, done, submit, isInFlight };
}

import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorKey, type ResultError, resultError } from '../relay/resultError';
import { returnTargetOf } from '../routing/returnTarget';
import { clientStore } from '../state/clientStore';
import { errorField } from './errorField';
import { useRegisterMutation } from './mutations/useRegisterMutation';
import { useUsernameAvailability } from './useUsernameAvailability';
import {
  collectErrors,
  validateCode,
  validateConfirmation,
  validateEmail,
  validateNewPassword,
  validateUserName,
} from './validation';

export type RegisterField = 'userName' | 'email' | 'code' | 'password' | 'confirm';

/** The code an invite link carries (`?inviteCode=`, the gateway's link; `?invite=` also read). */
function inviteCodeFrom(search: string): string {
  const params = new URLSearchParams(search);
  return (params.get('inviteCode') ?? params.get('invite') ?? '').trim().slice(0, 64);
}

type SignUpValues = {
  userName: string;
  email: string;
  code: string;
  password: string;
  areaCode: string;
  phone: string;
  inviteCode: string;
};

/**
 * Registers, then signs the new user in and goes to the page that sent them here (`?to=`) or home;
 * answers the refusal, if any.
 */
function useSignUp(returnTo: string | null) {
  const navigate = useNavigate();
  const [register, isInFlight] = useRegisterMutation();
  const signUp = async (form: SignUpValues): Promise<ResultError | null> => {
    const phone = form.phone.trim();
    const inviteCode = form.inviteCode.trim();
    const result = await register({
      userName: form.userName.trim(),
      email: form.email.trim(),
      code: form.code.trim(),
      password: form.password,
      areaCode: phone ? form.areaCode : null,
      phone: phone || null,
      inviteCode: inviteCode || null,
    });
    if (result.__typename === 'AuthPayload') {
      const { viewer } = result;
      // A new user starts in the demo account, with its balance, as the sign-up page promises;
      // the real account (empty until a deposit) is one switch away.
      clientStore.setAccountMode('DEMO');
      clientStore.signIn(result.token, {
        userId: viewer.userId,
        userName: viewer.userName,
        email: viewer.email,
      });
      navigate(returnTo ?? '/', { replace: true });
      return null;
    }
    return resultError(result, 'AuthPayload');
  };
  return [signUp, isInFlight] as const;
}

/**
 * The sign-up form's values and messages (i18n keys per field, or one for the form), the
 * username's availability, and the submit that registers and signs the new user in.
 */
export function useRegisterForm(search: string) {
  const [signUp, isInFlight] = useSignUp(returnTargetOf(search));
  const [form, setForm] = useState(() => ({
    userName: '',
    email: '',
    code: '',
    password: '',
    confirm: '',
    areaCode: '+1',
    phone: '',
    inviteCode: inviteCodeFrom(search),
  }));
  const [errors, setErrors] = useState<Partial<Record<RegisterField, string>>>({});
  const [serverError, setServerError] = useState<ResultError | null>(null);
  const availability = useUsernameAvailability(form.userName);
  // The name as typed now: a submit that waited for the availability check drops a stale answer.
  const typedUserName = useRef(form.userName);
  typedUserName.current = form.userName;

  // A corrected input loses its old message: the field shows its live state (the username's
  // availability, the password rule) instead of a refusal that no longer applies.
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [key]: event.target.value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key as RegisterField]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const showServerError = (error: ResultError) => {
    const field = errorField(error);
    if (field) {
      // The server's 10004 at sign-up means the length rule (it has no other password rule).
      const key = field === 'password' ? 'validation.passwordLength' : errorKey(error.code);
      setErrors((current) => ({ ...current, [field]: key }));
      setServerError(null);
    } else {
      setServerError(error);
    }
  };

  /**
   * Before a code is sent: the username and the password rule. A code is only worth sending for a
   * form the server will take; the confirmation and the rest are checked on submit.
   */
  const readyForCode = () => {
    const found = collectErrors<'userName' | 'password'>({
      userName:
        validateUserName(form.userName) ??
        (availability.status === 'taken' ? 'errors.USERNAME_EXISTS' : null),
      password: validateNewPassword(form.password),
    });
    setErrors((current) => ({ ...current, ...found }));
    return Object.keys(found).length === 0;
  };

  /** Every field's own check, then the username's availability (asked now if not known yet). */
  const check = async (): Promise<Partial<Record<RegisterField, string>> | null> => {
    const found = collectErrors<RegisterField>({
      userName: validateUserName(form.userName),
      email: validateEmail(form.email),
      code: validateCode(form.code),
      password: validateNewPassword(form.password),
      confirm: validateConfirmation(form.password, form.confirm),
    });
    if (!found.userName) {
      const submitted = form.userName;
      const status = availability.status === 'available' ? 'available' : await availability.checkNow();
      // Corrected meanwhile: the answer is about a name no longer in the field; the user submits again.
      if (typedUserName.current !== submitted) return null;
      if (status === 'taken') found.userName = 'errors.USERNAME_EXISTS';
    }
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = await check();
    if (!found) return;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const error = await signUp(form);
      if (error) showServerError(error);
    } catch {
      setServerError({ code: 'UPSTREAM_UNAVAILABLE', field: null });
    }
  };

  const setEmailError = (key: string | undefined) => setErrors((current) => ({ ...current, email: key }));

  return {
    form,
    set,
    errors,
    serverError,
    availability: availability.status,
    showServerError,
    setEmailError,
    readyForCode,
    submit,
    isInFlight,
  };
}

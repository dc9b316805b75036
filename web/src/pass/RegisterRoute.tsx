import { areaCodes } from '@swx/contract/area-codes';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../components/ui/button-class';
import { FormAlert } from '../components/ui/form-alert';
import { LoadingLabel } from '../components/ui/loading-label';
import { NativeSelect } from '../components/ui/native-select';
import spinner from '../components/ui/spinner.module.css';
import { TextField } from '../components/ui/text-field';
import { errorKey, type ResultError, resultError } from '../relay/resultError';
import { clientStore } from '../state/clientStore';
import { EmailCodeFields } from './EmailCodeFields';
import { errorField } from './errorField';
import { useRegisterMutation } from './mutations/useRegisterMutation';
import { NewPasswordFields } from './NewPasswordFields';
import { PassCard, passFooterLinkClass } from './PassCard';
import styles from './PassForm.module.css';
import { SocialButtons } from './social/SocialButtons';
import { useUsernameAvailability } from './useUsernameAvailability';
import {
  collectErrors,
  validateCode,
  validateConfirmation,
  validateEmail,
  validateNewPassword,
  validateUserName,
} from './validation';

type Field = 'userName' | 'email' | 'code' | 'password' | 'confirm';

/** The code an invite link carries (`?inviteCode=`, the gateway's link; `?invite=` also read). */
function inviteCodeFrom(search: string): string {
  const params = new URLSearchParams(search);
  return (params.get('inviteCode') ?? params.get('invite') ?? '').trim().slice(0, 64);
}

/** `/pass/register`: username (checked while typing), email with a code, password twice, optional phone. */
export function RegisterRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [register, isInFlight] = useRegisterMutation();
  // An invite link (`/pass/register?inviteCode=…`, from /profile/invite) fills in the code.
  const { search } = useLocation();
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
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
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
      const { [key as Field]: _cleared, ...rest } = current;
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = collectErrors<Field>({
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
      if (typedUserName.current !== submitted) return;
      if (status === 'taken') found.userName = 'errors.USERNAME_EXISTS';
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
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
        clientStore.setVirtualStatus(0);
        clientStore.signIn(result.token, {
          userId: viewer.userId,
          userName: viewer.userName,
          email: viewer.email,
        });
        navigate('/', { replace: true });
        return;
      }
      const error = resultError(result, 'AuthPayload');
      if (error) showServerError(error);
    } catch {
      setServerError({ code: 'UPSTREAM_UNAVAILABLE', field: null });
    }
  };

  const fieldError = (field: Field) => {
    const key = errors[field];
    return key ? t(key) : null;
  };

  const userNameHelper =
    availability.status === 'checking' ? (
      <span className={styles.rule}>
        <span className={`${spinner.spinner} ${styles.checking}`} />
        {t('pass.register.checking')}
      </span>
    ) : availability.status === 'available' ? (
      <span className={styles.rule} data-state="met">
        {t('pass.register.usernameAvailable')}
      </span>
    ) : availability.status === 'taken' ? (
      <span className={styles.rule} data-state="unmet">
        {t('pass.register.usernameTaken')}
      </span>
    ) : (
      t('pass.register.userNameHint')
    );

  return (
    <PassCard
      title={t('pass.register.title')}
      subtitle={t('pass.register.subtitle')}
      footer={
        <>
          {t('pass.register.haveAccount')}{' '}
          <Link to="/pass/login" className={passFooterLinkClass}>
            {t('pass.register.toLogin')}
          </Link>
        </>
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
          <TextField
            label={t('pass.register.userName')}
            error={fieldError('userName')}
            helper={userNameHelper}
            name="userName"
            autoComplete="username"
            value={form.userName}
            onChange={set('userName')}
          />
          <NewPasswordFields
            labels={{ password: t('pass.register.password'), confirm: t('pass.register.confirmPassword') }}
            values={form}
            onChange={set}
            fieldError={fieldError}
          />
          <EmailCodeFields
            purpose="REGISTER"
            labels={{ email: t('pass.register.email'), code: t('pass.register.code') }}
            values={form}
            onChange={set}
            fieldError={fieldError}
            onEmailError={(key) => setErrors((current) => ({ ...current, email: key }))}
            onServerError={showServerError}
            beforeSend={readyForCode}
          />
          <TextField
            label={t('pass.register.phone')}
            name="phone"
            type="tel"
            autoComplete="tel-national"
            value={form.phone}
            onChange={set('phone')}
            before={
              <NativeSelect
                className={styles.areaCode}
                aria-label={t('pass.register.areaCode')}
                value={form.areaCode}
                onChange={set('areaCode')}
                dir="ltr"
              >
                {areaCodes.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </NativeSelect>
            }
          />
          <TextField
            label={t('pass.register.inviteCode')}
            name="inviteCode"
            value={form.inviteCode}
            onChange={set('inviteCode')}
          />
          <button
            type="submit"
            className={buttonClass({ palette: 'brand', size: 'lg' })}
            disabled={isInFlight}
            aria-busy={isInFlight || undefined}
          >
            <LoadingLabel loading={isInFlight}>{t('pass.register.submit')}</LoadingLabel>
          </button>
        </div>
      </form>
      <SocialButtons returnTo={null} />
    </PassCard>
  );
}

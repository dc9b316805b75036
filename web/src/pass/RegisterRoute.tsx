import { areaCodes } from '@swx/contract/area-codes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../components/ui/button-class';
import { FormAlert } from '../components/ui/form-alert';
import { LoadingLabel } from '../components/ui/loading-label';
import { NativeSelect } from '../components/ui/native-select';
import spinner from '../components/ui/spinner.module.css';
import { TextField } from '../components/ui/text-field';
import { useRefocusAfterBusy } from '../components/ui/use-refocus-after-busy';
import { errorKey } from '../relay/resultError';
import { returnTargetOf, withReturnTarget } from '../routing/returnTarget';
import { EmailCodeFields } from './EmailCodeFields';
import { NewPasswordFields } from './NewPasswordFields';
import { PassCard, passFooterLinkClass } from './PassCard';
import styles from './PassForm.module.css';
import { SocialButtons } from './social/SocialButtons';
import { type RegisterField, useRegisterForm } from './useRegisterForm';
import type { Availability } from './useUsernameAvailability';

/** Under the username: its availability as checked while typing, or the rule before that. */
function UserNameHelper({ availability }: { availability: Availability }): ReactNode {
  const { t } = useTranslation();
  if (availability === 'checking') {
    return (
      <span className={styles.rule}>
        <span className={`${spinner.spinner} ${styles.checking}`} />
        {t('pass.register.checking')}
      </span>
    );
  }
  if (availability === 'available') {
    return (
      <span className={styles.rule} data-state="met">
        {t('pass.register.usernameAvailable')}
      </span>
    );
  }
  if (availability === 'taken') {
    return (
      <span className={styles.rule} data-state="unmet">
        {t('pass.register.usernameTaken')}
      </span>
    );
  }
  return t('pass.register.userNameHint');
}

/** The optional phone number, its area code chosen in front of it. */
function PhoneField({
  phone,
  areaCode,
  onChange,
}: {
  phone: string;
  areaCode: string;
  onChange: (field: 'phone' | 'areaCode') => (event: { target: { value: string } }) => void;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('pass.register.phone')}
      name="phone"
      type="tel"
      autoComplete="tel-national"
      value={phone}
      onChange={onChange('phone')}
      before={
        <NativeSelect
          className={styles.areaCode}
          aria-label={t('pass.register.areaCode')}
          value={areaCode}
          onChange={onChange('areaCode')}
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
  );
}

/** `/pass/register`: username (checked while typing), email with a code, password twice, optional phone. */
export function RegisterRoute() {
  const { t } = useTranslation();
  // An invite link (`/pass/register?inviteCode=…`, from /profile/invite) fills in the code.
  const { search } = useLocation();
  const returnTo = returnTargetOf(search);
  const { form, set, errors, serverError, submit, isInFlight, ...register } = useRegisterForm(search);
  // Disabled while sent: the keyboard's focus comes back to it with the answer.
  const submitButton = useRefocusAfterBusy(isInFlight);

  const fieldError = (field: RegisterField) => {
    const key = errors[field];
    return key ? t(key) : null;
  };

  return (
    <PassCard
      title={t('pass.register.title')}
      subtitle={t('pass.register.subtitle')}
      footer={
        <>
          {t('pass.register.haveAccount')}{' '}
          <Link to={withReturnTarget('/pass/login', returnTo)} className={passFooterLinkClass}>
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
            helper={<UserNameHelper availability={register.availability} />}
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
            onEmailError={register.setEmailError}
            onServerError={register.showServerError}
            beforeSend={register.readyForCode}
          />
          <PhoneField phone={form.phone} areaCode={form.areaCode} onChange={set} />
          <TextField
            label={t('pass.register.inviteCode')}
            name="inviteCode"
            value={form.inviteCode}
            onChange={set('inviteCode')}
          />
          <button
            ref={submitButton}
            type="submit"
            className={buttonClass({ palette: 'brand', size: 'lg' })}
            disabled={isInFlight}
            aria-busy={isInFlight || undefined}
          >
            <LoadingLabel loading={isInFlight}>{t('pass.register.submit')}</LoadingLabel>
          </button>
        </div>
      </form>
      <SocialButtons returnTo={returnTo} />
    </PassCard>
  );
}

import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../components/ui/button-class';
import { FormAlert } from '../components/ui/form-alert';
import { LoadingLabel } from '../components/ui/loading-label';
import { TextField } from '../components/ui/text-field';
import { useRefocusAfterBusy } from '../components/ui/use-refocus-after-busy';
import { errorKey, type ResultError, resultError } from '../relay/resultError';
import { returnTargetOf, withReturnTarget } from '../routing/returnTarget';
import { clientStore } from '../state/clientStore';
import styles from './LoginRoute.module.css';
import { useLoginMutation } from './mutations/useLoginMutation';
import { PassCard, passFooterLinkClass } from './PassCard';
import form from './PassForm.module.css';
import { expiredFrom } from './sessionReturn';
import { SocialButtons } from './social/SocialButtons';
import { collectErrors, validateAccount, validatePassword } from './validation';

type Field = 'account' | 'password';

/**
 * `/pass/login`: username or email plus password; users land here when a session expires (told
 * so, and taken back to their page after the login). Plain markup over Chakra's tokens, like the
 * first screen: the page loads no Chakra.
 */
export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // Sent here by an expired session (say so) or from a page that needs an account (`?to=`): go
  // back there after the login.
  const expired = expiredFrom(location.state);
  const returnTo = expired ?? returnTargetOf(location.search);
  const [login, isInFlight] = useLoginMutation();
  // Disabled while sent: the keyboard's focus comes back to it with the answer.
  const submitButton = useRefocusAfterBusy(isInFlight);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<ResultError | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = collectErrors<Field>({
      account: validateAccount(account),
      password: validatePassword(password),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await login({ account: account.trim(), password });
      if (result.__typename === 'AuthPayload') {
        const { viewer } = result;
        clientStore.signIn(result.token, {
          userId: viewer.userId,
          userName: viewer.userName,
          email: viewer.email,
        });
        navigate(returnTo ?? '/', { replace: true });
        return;
      }
      setServerError(resultError(result, 'AuthPayload'));
    } catch {
      setServerError({ code: 'UPSTREAM_UNAVAILABLE', field: null });
    }
  };

  const fieldError = (field: Field) => {
    const key = errors[field];
    return key ? t(key) : null;
  };

  return (
    <PassCard
      title={t('pass.login.title')}
      subtitle={t('pass.login.subtitle')}
      footer={
        <>
          {t('pass.login.noAccount')}{' '}
          <Link to={withReturnTarget('/pass/register', returnTo)} className={passFooterLinkClass}>
            {t('pass.login.toRegister')}
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <div className={form.fields}>
          {expired && !serverError ? (
            <FormAlert status="info" message={t('pass.login.sessionExpired')} />
          ) : null}
          {serverError ? (
            <FormAlert
              status="error"
              message={t(errorKey(serverError.code), { defaultValue: t('errors.UNKNOWN') })}
            />
          ) : null}
          <TextField
            label={t('pass.login.account')}
            error={fieldError('account')}
            name="account"
            autoComplete="username"
            value={account}
            onChange={(event) => setAccount(event.target.value)}
          />
          <TextField
            label={t('pass.login.password')}
            error={fieldError('password')}
            password
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className={styles.forgotRow}>
            <Link to="/pass/reset" className={styles.forgot}>
              {t('pass.login.forgot')}
            </Link>
          </div>
          <button
            ref={submitButton}
            type="submit"
            className={buttonClass({ palette: 'brand', size: 'lg' })}
            disabled={isInFlight}
            data-loading={isInFlight ? '' : undefined}
          >
            <LoadingLabel loading={isInFlight}>{t('pass.login.submit')}</LoadingLabel>
          </button>
        </div>
      </form>
      <SocialButtons returnTo={returnTo} />
    </PassCard>
  );
}

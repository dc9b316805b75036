import { Button, chakra, Flex, Input, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../components/ui/form-alert';
import { FormField } from '../components/ui/form-field';
import { PasswordInput } from '../components/ui/password-input';
import { errorKey, type ResultError, resultError } from '../relay/resultError';
import { clientStore } from '../state/clientStore';
import { useLoginMutation } from './mutations/useLoginMutation';
import { PassCard } from './PassCard';
import { collectErrors, validateAccount, validatePassword } from './validation';

type Field = 'account' | 'password';

const TextLink = chakra(Link);

/** `/pass/login`: username or email plus password; users land here when a session expires. */
export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [login, isInFlight] = useLoginMutation();
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
        navigate('/', { replace: true });
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
          <TextLink to="/pass/register" color="brand.fg" fontWeight="medium">
            {t('pass.login.toRegister')}
          </TextLink>
        </>
      }
    >
      <chakra.form onSubmit={submit} noValidate>
        <Stack gap="4">
          {serverError ? (
            <FormAlert
              status="error"
              message={t(errorKey(serverError.code), { defaultValue: t('errors.UNKNOWN') })}
            />
          ) : null}
          <FormField label={t('pass.login.account')} error={fieldError('account')}>
            <Input
              name="account"
              autoComplete="username"
              value={account}
              onChange={(event) => setAccount(event.target.value)}
            />
          </FormField>
          <FormField label={t('pass.login.password')} error={fieldError('password')}>
            <PasswordInput
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <Flex justify="flex-end">
            <TextLink to="/pass/reset" fontSize="sm" color="fg.muted" _hover={{ color: 'fg' }}>
              {t('pass.login.forgot')}
            </TextLink>
          </Flex>
          <Button type="submit" colorPalette="brand" size="lg" loading={isInFlight}>
            {t('pass.login.submit')}
          </Button>
        </Stack>
      </chakra.form>
    </PassCard>
  );
}

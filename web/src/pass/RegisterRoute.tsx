import { Button, chakra, Group, HStack, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormAlert } from '../components/ui/form-alert';
import { FormField } from '../components/ui/form-field';
import { areaCodes } from '../i18n/areaCodes';
import { errorKey, type ResultError, resultError } from '../relay/resultError';
import { clientStore } from '../state/clientStore';
import { EmailCodeFields } from './EmailCodeFields';
import { errorField } from './errorField';
import { useRegisterMutation } from './mutations/useRegisterMutation';
import { NewPasswordFields } from './NewPasswordFields';
import { PassCard } from './PassCard';
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

const TextLink = chakra(Link);

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
      <HStack as="span" gap="1">
        <Spinner size="xs" />
        {t('pass.register.checking')}
      </HStack>
    ) : availability.status === 'available' ? (
      <Text as="span" color="fg.success">
        {t('pass.register.usernameAvailable')}
      </Text>
    ) : availability.status === 'taken' ? (
      <Text as="span" color="fg.error">
        {t('pass.register.usernameTaken')}
      </Text>
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
          <TextLink to="/pass/login" color="brand.fg" fontWeight="medium">
            {t('pass.register.toLogin')}
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
          <FormField
            label={t('pass.register.userName')}
            error={fieldError('userName')}
            helper={userNameHelper}
          >
            <Input name="userName" autoComplete="username" value={form.userName} onChange={set('userName')} />
          </FormField>
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
          <FormField label={t('pass.register.phone')}>
            <Group attached w="full">
              <NativeSelect.Root width="28" flexShrink={0}>
                <NativeSelect.Field
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
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Input
                name="phone"
                type="tel"
                autoComplete="tel-national"
                value={form.phone}
                onChange={set('phone')}
              />
            </Group>
          </FormField>
          <FormField label={t('pass.register.inviteCode')}>
            <Input name="inviteCode" value={form.inviteCode} onChange={set('inviteCode')} />
          </FormField>
          <Button type="submit" colorPalette="brand" size="lg" loading={isInFlight}>
            {t('pass.register.submit')}
          </Button>
        </Stack>
      </chakra.form>
      <SocialButtons returnTo={null} />
    </PassCard>
  );
}

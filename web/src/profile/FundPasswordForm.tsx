import { Badge, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { FundPasswordForm_viewer$key } from '../__generated__/FundPasswordForm_viewer.graphql';
import { FormAlert } from '../components/ui/form-alert';
import { FormField } from '../components/ui/form-field';
import { PasswordInput } from '../components/ui/password-input';
import { errorKey, type ResultError, resultError } from '../relay/resultError';
import { useSetFundPasswordMutation } from './mutations/useSetFundPasswordMutation';
import { errorsOf, validateConfirmation, validateFundPassword, validateRequired } from './passwordChecks';

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
    <Stack gap="3" data-testid="fund-password">
      <Flex gap="2" align="center" wrap="wrap">
        <Text fontWeight="semibold" id="fund-password-title">
          {t('profileMoney.settings.fundPassword')}
        </Text>
        <Badge
          colorPalette={fundPasswordSet ? 'green' : 'orange'}
          variant="subtle"
          data-testid="fund-password-state"
        >
          {fundPasswordSet
            ? t('profileMoney.settings.fundPasswordSetState')
            : t('profileMoney.settings.fundPasswordNotSet')}
        </Badge>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {t('profileMoney.settings.fundPasswordHelp')}
      </Text>
      <chakra.form onSubmit={submit} noValidate maxW="md" aria-labelledby="fund-password-title">
        <Stack gap="4">
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
          <FormField label={t('profileMoney.settings.newFundPassword')} error={fieldError('fundPassword')}>
            <PasswordInput
              name="fundPassword"
              value={form.fundPassword}
              onChange={set('fundPassword')}
              {...digits}
            />
          </FormField>
          <FormField label={t('profileMoney.settings.confirmFundPassword')} error={fieldError('confirm')}>
            <PasswordInput
              name="fundPasswordConfirm"
              value={form.confirm}
              onChange={set('confirm')}
              {...digits}
            />
          </FormField>
          {fundPasswordSet ? (
            <FormField
              label={t('profileMoney.settings.loginPassword')}
              error={fieldError('password')}
              helper={t('profileMoney.settings.loginPasswordHint')}
            >
              <PasswordInput
                name="loginPassword"
                autoComplete="current-password"
                value={form.password}
                onChange={set('password')}
              />
            </FormField>
          ) : null}
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={isInFlight}>
            {fundPasswordSet ? t('profileMoney.settings.changeSubmit') : t('profileMoney.settings.setSubmit')}
          </Button>
        </Stack>
      </chakra.form>
    </Stack>
  );
}

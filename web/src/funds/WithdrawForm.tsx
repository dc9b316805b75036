import { Button, Link as ChakraLink, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { toScaled } from '@swx/contract/decimal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { ErrorCode } from '../__generated__/useWithdrawMutation.graphql';
import type { WithdrawForm_query$key } from '../__generated__/WithdrawForm_query.graphql';
import type { WithdrawForm_viewer$key } from '../__generated__/WithdrawForm_viewer.graphql';
import { FormAlert } from '../components/ui/form-alert';
import { TextField } from '../components/ui/text-field';
import { formatAmount } from '../format/formatAmount';
import { languageTags } from '../i18n/languages';
import { newIdempotencyKey } from '../relay/idempotencyKey';
import { useClientState } from '../state/clientStore';
import { placesOf } from './currencyPlaces';
import { InlineAddressForm } from './InlineAddressForm';
import { useWithdrawMutation } from './mutations/useWithdrawMutation';
import { type WithdrawalDraft, WithdrawConfirmDialog } from './WithdrawConfirmDialog';
import { quoteWithdrawal } from './withdrawalFee';

type FieldErrors = Partial<Record<'method' | 'address' | 'amount' | 'fundPassword', string>>;
type Done = { orderNo: string; amount: string; received: string; currency: string };

/**
 * Spec §3 withdrawal: a method (currency and network), an address from the book (or a new one),
 * the amount with its fee and what arrives computed as typed, and the fund password; then a
 * confirmation. The amount and fee are held until the operator's review.
 */
export function WithdrawForm({
  viewer,
  query,
}: {
  viewer: WithdrawForm_viewer$key;
  query: WithdrawForm_query$key;
}) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const account = useFragment(
    graphql`
      fragment WithdrawForm_viewer on Viewer {
        fundPasswordSet
        balances {
          currency
          available
        }
        addresses {
          id
          addressId
          currency
          network
          address
          label
        }
      }
    `,
    viewer,
  );
  const { withdrawalMethods } = useFragment(
    graphql`
      fragment WithdrawForm_query on Query {
        withdrawalMethods {
          method
          currency
          network
          feeRate
          minAmount
        }
      }
    `,
    query,
  );
  const [methodName, setMethodName] = useState('');
  const method = withdrawalMethods.find((candidate) => candidate.method === methodName) ?? null;
  const addresses = method
    ? account.addresses.filter(
        (entry) => entry.currency === method.currency && entry.network === method.network,
      )
    : [];
  const [addressId, setAddressId] = useState<number | null>(null);
  const address = addresses.find((entry) => entry.addressId === addressId) ?? addresses[0] ?? null;
  const [amount, setAmount] = useState('');
  const [fundPassword, setFundPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [draft, setDraft] = useState<WithdrawalDraft | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [withdraw, isInFlight] = useWithdrawMutation();

  const available = method
    ? (account.balances.find((balance) => balance.currency === method.currency)?.available ?? '0')
    : null;
  const quote = method ? quoteWithdrawal(amount, method.feeRate, method.currency) : null;

  const review = () => {
    const found: FieldErrors = {};
    if (!method) found.method = t('errors.WITHDRAWAL_METHOD_REQUIRED');
    if (method && !address) found.address = t('errors.RECEIVE_ADDRESS_MISSING');
    if (amount.trim() === '') found.amount = t('validation.withdrawAmountRequired');
    else if (method && !quote) found.amount = t('validation.amountInvalid');
    else if (method && quote) {
      const places = placesOf(method.currency);
      const units = toScaled(amount.trim(), places) ?? 0n;
      if (units < (toScaled(method.minAmount, places) ?? 0n))
        found.amount = t('errors.BELOW_MINIMUM_WITHDRAWAL');
      else if (available !== null && units > (toScaled(available, places) ?? 0n)) {
        found.amount = t('errors.BALANCE_INSUFFICIENT');
      }
    }
    if (!/^\d{6}$/.test(fundPassword)) found.fundPassword = t('errors.FUND_PASSWORD_FORMAT');
    setErrors(found);
    if (Object.keys(found).length > 0 || !method || !address || !quote) return;
    setDraft({
      method: method.method,
      currency: method.currency,
      network: method.network,
      address: address.address,
      label: address.label,
      amount: amount.trim(),
      fee: quote.fee,
      received: quote.received,
    });
  };

  const confirm = async (): Promise<ErrorCode | 'NETWORK' | null> => {
    if (!draft || !address) return null;
    try {
      const result = await withdraw({
        method: draft.method,
        addressId: address.addressId,
        amount: draft.amount,
        fundPassword,
        idempotencyKey,
      });
      if (result.__typename === 'WithdrawPayload') {
        setDone({
          orderNo: result.withdrawal.orderNo,
          amount: result.withdrawal.amount,
          received: result.withdrawal.received,
          currency: result.withdrawal.currency,
        });
        setDraft(null);
        setAmount('');
        setFundPassword('');
        setIdempotencyKey(newIdempotencyKey());
        return null;
      }
      const code = result.__typename === '%other' ? 'UNKNOWN' : result.code;
      // A wrong fund password is fixed in the form: close the dialog and say so on the field.
      if (code === 'PASSWORD_WRONG' || code === 'FUND_PASSWORD_FORMAT') {
        setDraft(null);
        setErrors({ fundPassword: t('funds.fundPasswordWrong') });
        return null;
      }
      return code;
    } catch {
      return 'NETWORK';
    }
  };

  if (!account.fundPasswordSet) {
    return (
      <Stack layerStyle="panel" p="5" gap="3">
        <FormAlert status="info" message={t('errors.FUND_PASSWORD_NOT_SET')} />
        <ChakraLink asChild colorPalette="brand" alignSelf="start">
          <Link to="/profile#settings">{t('funds.setFundPassword')}</Link>
        </ChakraLink>
      </Stack>
    );
  }

  return (
    <Stack
      as="section"
      aria-label={t('funds.withdrawTitle')}
      gap="4"
      layerStyle="panel"
      p={{ base: '4', md: '5' }}
    >
      {done ? (
        <FormAlert
          status="success"
          message={t('funds.withdrawalSubmitted', {
            amount: formatAmount(done.amount, locale),
            received: formatAmount(done.received, locale),
            currency: done.currency,
            orderNo: done.orderNo,
          })}
        />
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setDone(null);
          review();
        }}
      >
        <Stack gap="4">
          <Stack gap="1">
            <NativeSelect.Root size="md" invalid={Boolean(errors.method)}>
              <NativeSelect.Field
                aria-label={t('funds.method')}
                value={methodName}
                onChange={(event) => {
                  setMethodName(event.currentTarget.value);
                  setAddressId(null);
                  setErrors({});
                }}
              >
                <option value="">{t('funds.chooseMethod')}</option>
                {withdrawalMethods.map((option) => (
                  <option key={option.method} value={option.method}>
                    {option.currency} · {option.network}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errors.method ? (
              <Text color="fg.error" fontSize="sm">
                {errors.method}
              </Text>
            ) : null}
          </Stack>
          {method ? (
            <>
              <Text fontSize="sm" color="fg.muted" data-testid="withdraw-available">
                {t('funds.available', {
                  amount: formatAmount(available ?? '0', locale),
                  currency: method.currency,
                })}
              </Text>
              {addresses.length > 0 ? (
                <NativeSelect.Root size="md" invalid={Boolean(errors.address)}>
                  <NativeSelect.Field
                    aria-label={t('funds.address')}
                    value={address?.addressId ?? ''}
                    onChange={(event) => setAddressId(Number(event.currentTarget.value))}
                  >
                    {addresses.map((entry) => (
                      <option key={entry.id} value={entry.addressId}>
                        {entry.label ? `${entry.label} · ` : ''}
                        {entry.address}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              ) : (
                <Text fontSize="sm">
                  {t('funds.noAddressYet', { currency: method.currency, network: method.network })}
                </Text>
              )}
              {errors.address ? (
                <Text color="fg.error" fontSize="sm">
                  {errors.address}
                </Text>
              ) : null}
              <InlineAddressForm
                currency={method.currency}
                network={method.network}
                openAtStart={addresses.length === 0}
                onAdded={(id) => {
                  setAddressId(id);
                  setErrors((current) => ({ ...current, address: undefined }));
                }}
              />
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <TextField
                  label={t('funds.withdrawAmount', { currency: method.currency })}
                  inputMode="decimal"
                  autoComplete="off"
                  value={amount}
                  onChange={(event) => {
                    setAmount(event.currentTarget.value);
                    setErrors((current) => ({ ...current, amount: undefined }));
                  }}
                  placeholder={t('funds.minimum', {
                    minimum: formatAmount(method.minAmount, locale),
                    currency: method.currency,
                  })}
                  error={errors.amount ?? null}
                />
                <TextField
                  label={t('funds.fundPassword')}
                  password
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={6}
                  value={fundPassword}
                  onChange={(event) => {
                    setFundPassword(event.currentTarget.value);
                    setErrors((current) => ({ ...current, fundPassword: undefined }));
                  }}
                  error={errors.fundPassword ?? null}
                />
              </SimpleGrid>
              <dl>
                <Text as="div" fontSize="sm" display="flex" gap="2">
                  <dt>{t('funds.fee')}</dt>
                  <dd data-testid="withdraw-fee">
                    {quote ? `${formatAmount(quote.fee, locale)} ${method.currency}` : '—'}
                  </dd>
                </Text>
                <Text as="div" fontSize="sm" display="flex" gap="2" fontWeight="semibold">
                  <dt>{t('funds.received')}</dt>
                  <dd data-testid="withdraw-received">
                    {quote ? `${formatAmount(quote.received, locale)} ${method.currency}` : '—'}
                  </dd>
                </Text>
              </dl>
              <Text fontSize="xs" color="fg.muted">
                {t('funds.withdrawNote')}
              </Text>
            </>
          ) : null}
          <Button type="submit" colorPalette="brand" alignSelf="start">
            {t('funds.reviewWithdrawal')}
          </Button>
        </Stack>
      </form>
      <WithdrawConfirmDialog
        draft={draft}
        onClose={() => setDraft(null)}
        onConfirm={confirm}
        isInFlight={isInFlight}
      />
    </Stack>
  );
}

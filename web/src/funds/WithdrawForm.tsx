import { toScaled } from '@swx/contract/decimal';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { WithdrawForm_query$key } from '../__generated__/WithdrawForm_query.graphql';
import type { WithdrawForm_viewer$key } from '../__generated__/WithdrawForm_viewer.graphql';
import { FormAlert } from '../components/ui/form-alert';
import { IntentButton } from '../components/ui/intent-button';
import layout from '../components/ui/layout.module.css';
import muted from '../components/ui/muted-text.module.css';
import { NativeSelect } from '../components/ui/native-select';
import { onDemand, useOnDemand } from '../components/ui/on-demand';
import panel from '../components/ui/panel.module.css';
import text from '../components/ui/text.module.css';
import { TextField } from '../components/ui/text-field';
import { formatAmount } from '../format/formatAmount';
import { languageTags } from '../i18n/languages';
import { newIdempotencyKey } from '../relay/idempotencyKey';
import { useClientState } from '../state/clientStore';
import { placesOf } from './currencyPlaces';
import styles from './Funds.module.css';
import { InlineAddressForm } from './InlineAddressForm';
import { useWithdrawMutation } from './mutations/useWithdrawMutation';
import type { WithdrawalDraft } from './WithdrawConfirmDialog';
import { quoteWithdrawal } from './withdrawalFee';

// The confirmation is a Chakra dialog: it (and Chakra) load when the user reaches for Continue.
const confirmDialog = onDemand(() =>
  import('./WithdrawConfirmDialog').then((module) => module.WithdrawConfirmDialog),
);

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
  const [ConfirmDialog, loadConfirmDialog] = useOnDemand(confirmDialog);
  const messageId = useId();

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
    confirmDialog.load().catch(() => setDraft(null));
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

  const confirm = async (): Promise<string | null> => {
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
      return t(`errors.${code}`);
    } catch {
      return t('errors.TIMEOUT');
    }
  };

  if (!account.fundPasswordSet) {
    return (
      <div className={`${panel.panel} ${layout.card}`}>
        <FormAlert status="info" message={t('errors.FUND_PASSWORD_NOT_SET')} />
        <Link to="/profile#settings" className={`${styles.link} ${layout.start}`}>
          {t('funds.setFundPassword')}
        </Link>
      </div>
    );
  }

  const invalid = (field: keyof FieldErrors) =>
    errors[field]
      ? { 'aria-invalid': true, 'aria-errormessage': `${messageId}-${field}` }
      : { 'aria-invalid': undefined };
  const fieldError = (field: keyof FieldErrors) =>
    errors[field] ? (
      <p id={`${messageId}-${field}`} aria-live="polite" className={`${text.small} ${text.error}`}>
        {errors[field]}
      </p>
    ) : null;
  const opening = draft !== null && !ConfirmDialog;
  return (
    <section aria-label={t('funds.withdrawTitle')} className={`${panel.panel} ${layout.card}`}>
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
        className={layout.stack}
        onSubmit={(event) => {
          event.preventDefault();
          setDone(null);
          review();
        }}
      >
        <div className={styles.withMessage}>
          <NativeSelect
            aria-label={t('funds.method')}
            value={methodName}
            onChange={(event) => {
              setMethodName(event.currentTarget.value);
              setAddressId(null);
              setErrors({});
            }}
            {...invalid('method')}
          >
            <option value="">{t('funds.chooseMethod')}</option>
            {withdrawalMethods.map((option) => (
              <option key={option.method} value={option.method}>
                {option.currency} · {option.network}
              </option>
            ))}
          </NativeSelect>
          {fieldError('method')}
        </div>
        {method ? (
          <>
            <p className={muted.muted} data-testid="withdraw-available">
              {t('funds.available', {
                amount: formatAmount(available ?? '0', locale),
                currency: method.currency,
              })}
            </p>
            {addresses.length > 0 ? (
              <NativeSelect
                aria-label={t('funds.address')}
                value={address?.addressId ?? ''}
                onChange={(event) => setAddressId(Number(event.currentTarget.value))}
                {...invalid('address')}
              >
                {addresses.map((entry) => (
                  <option key={entry.id} value={entry.addressId}>
                    {entry.label ? `${entry.label} · ` : ''}
                    {entry.address}
                  </option>
                ))}
              </NativeSelect>
            ) : (
              <p className={text.small}>
                {t('funds.noAddressYet', { currency: method.currency, network: method.network })}
              </p>
            )}
            {fieldError('address')}
            <InlineAddressForm
              currency={method.currency}
              network={method.network}
              openAtStart={addresses.length === 0}
              onAdded={(id) => {
                setAddressId(id);
                setErrors((current) => ({ ...current, address: undefined }));
              }}
            />
            <div className={layout.pair}>
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
            </div>
            <dl className={styles.quote}>
              <div>
                <dt>{t('funds.fee')}</dt>
                <dd data-testid="withdraw-fee">
                  {quote ? `${formatAmount(quote.fee, locale)} ${method.currency}` : '—'}
                </dd>
              </div>
              <div className={styles.total}>
                <dt>{t('funds.received')}</dt>
                <dd data-testid="withdraw-received">
                  {quote ? `${formatAmount(quote.received, locale)} ${method.currency}` : '—'}
                </dd>
              </div>
            </dl>
            <p className={text.note}>{t('funds.withdrawNote')}</p>
          </>
        ) : null}
        <IntentButton
          type="submit"
          look={{ palette: 'brand', className: layout.start }}
          loading={opening}
          onIntent={loadConfirmDialog}
        >
          {t('funds.reviewWithdrawal')}
        </IntentButton>
      </form>
      {draft && ConfirmDialog ? (
        <ConfirmDialog
          draft={draft}
          onClose={() => setDraft(null)}
          onConfirm={confirm}
          isInFlight={isInFlight}
        />
      ) : null}
    </section>
  );
}

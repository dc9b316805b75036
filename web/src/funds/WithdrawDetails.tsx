import { useTranslation } from 'react-i18next';
import layout from '../components/ui/layout.module.css';
import muted from '../components/ui/muted-text.module.css';
import { NativeSelect } from '../components/ui/native-select';
import text from '../components/ui/text.module.css';
import { TextField } from '../components/ui/text-field';
import { formatAmount } from '../format/formatAmount';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { FieldMessage, invalidProps } from './FieldMessage';
import styles from './Funds.module.css';
import { InlineAddressForm } from './InlineAddressForm';
import type { Withdrawal, WithdrawalMethod } from './useWithdrawal';
import type { WithdrawalQuote } from './withdrawalFee';

/** The fee and what arrives, computed as the amount is typed ("—" while it is not a number). */
function WithdrawQuote({ quote, currency }: { quote: WithdrawalQuote | null; currency: string }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  return (
    <dl className={styles.quote}>
      <div>
        <dt>{t('funds.fee')}</dt>
        <dd data-testid="withdraw-fee">{quote ? `${formatAmount(quote.fee, locale)} ${currency}` : '—'}</dd>
      </div>
      <div className={styles.total}>
        <dt>{t('funds.received')}</dt>
        <dd data-testid="withdraw-received">
          {quote ? `${formatAmount(quote.received, locale)} ${currency}` : '—'}
        </dd>
      </div>
    </dl>
  );
}

/** The book's addresses of the method's currency and network to pick from, or a line saying there is none. */
function AddressPicker({ withdrawal, method, messageId }: WithdrawDetailsProps) {
  const { t } = useTranslation();
  const { addresses, address, errors } = withdrawal;
  if (addresses.length === 0) {
    return (
      <p className={text.small}>
        {t('funds.noAddressYet', { currency: method.currency, network: method.network })}
      </p>
    );
  }
  return (
    <NativeSelect
      aria-label={t('funds.address')}
      value={address?.addressId ?? ''}
      onChange={(event) => withdrawal.setAddressId(Number(event.currentTarget.value))}
      onBlur={() => withdrawal.touch('address')}
      {...invalidProps(messageId, 'address', errors.address)}
    >
      {addresses.map((entry) => (
        <option key={entry.id} value={entry.addressId}>
          {entry.label ? `${entry.label} · ` : ''}
          {entry.address}
        </option>
      ))}
    </NativeSelect>
  );
}

type WithdrawDetailsProps = {
  withdrawal: Withdrawal;
  method: WithdrawalMethod;
  /** The form's id prefix for its fields' messages. */
  messageId: string;
};

/**
 * The withdrawal's fields once a method is chosen: what is available, the address (or a new one),
 * the amount and the fund password, the fee and what arrives.
 */
export function WithdrawDetails({ withdrawal, method, messageId }: WithdrawDetailsProps) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const { errors, setErrors } = withdrawal;
  return (
    <>
      <p className={muted.muted} data-testid="withdraw-available">
        {t('funds.available', {
          amount: formatAmount(withdrawal.available ?? '0', locale),
          currency: method.currency,
        })}
      </p>
      <AddressPicker withdrawal={withdrawal} method={method} messageId={messageId} />
      <FieldMessage messageId={messageId} field="address" error={errors.address} />
      <InlineAddressForm
        currency={method.currency}
        network={method.network}
        openAtStart={withdrawal.addresses.length === 0}
        onAdded={(id) => {
          withdrawal.setAddressId(id);
          setErrors((current) => ({ ...current, address: undefined }));
        }}
      />
      <div className={layout.pair}>
        <TextField
          label={t('funds.withdrawAmount', { currency: method.currency })}
          inputMode="decimal"
          autoComplete="off"
          value={withdrawal.amount}
          onChange={(event) => {
            withdrawal.setAmount(event.currentTarget.value);
            setErrors((current) => ({ ...current, amount: undefined }));
          }}
          onBlur={() => withdrawal.touch('amount')}
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
          value={withdrawal.fundPassword}
          onChange={(event) => {
            withdrawal.setFundPassword(event.currentTarget.value);
            setErrors((current) => ({ ...current, fundPassword: undefined }));
          }}
          onBlur={() => withdrawal.touch('fundPassword')}
          error={errors.fundPassword ?? null}
        />
      </div>
      <WithdrawQuote quote={withdrawal.quote} currency={method.currency} />
      <p className={text.note}>{t('funds.withdrawNote')}</p>
    </>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../__generated__/DepositForm_query.graphql';
import { buttonClass } from '../components/ui/button-class';
import { FormAlert } from '../components/ui/form-alert';
import { ImageField } from '../components/ui/image-field';
import layout from '../components/ui/layout.module.css';
import { LoadingLabel } from '../components/ui/loading-label';
import muted from '../components/ui/muted-text.module.css';
import { TextField } from '../components/ui/text-field';
import { useRefocusAfterBusy } from '../components/ui/use-refocus-after-busy';
import { formatAmount } from '../format/formatAmount';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { placesOf } from './currencyPlaces';
import styles from './DepositForm.module.css';
import type { DepositField } from './depositValidation';
import type { DepositChannel, DepositSubmission } from './useDeposit';

/** The proof's upload, in percent: Chakra's Progress (size sm, brand) in plain markup. */
function UploadProgress({ value }: { value: number }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.progress}>
      <span id={id} className={muted.muted}>
        {t('funds.uploading')}
      </span>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className={styles.track}
      >
        <div className={styles.range} style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

/**
 * What the user tells about the deposit made: the amount, what was paid, the transaction hash, its
 * last six characters and a proof screenshot; then the upload's progress and a refusal.
 */
export function DepositFields({
  currency,
  channel,
  deposit,
}: {
  currency: Currency;
  channel: DepositChannel;
  deposit: DepositSubmission;
}) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const { fields, errors, failure, progress, isInFlight } = deposit;
  // Disabled while it uploads; then Send takes the focus back unless the outcome took it.
  const submitButton = useRefocusAfterBusy(isInFlight);
  const message = (field: DepositField) => {
    const error = errors[field];
    return error ? t(error.key, error.values ?? {}) : null;
  };
  const fieldProps = { autoComplete: 'off', disabled: isInFlight } as const;
  return (
    <form
      noValidate
      className={layout.stack}
      onSubmit={(event) => {
        event.preventDefault();
        void deposit.submit();
      }}
    >
      <div className={layout.pair}>
        <TextField
          label={t('funds.amount', { currency })}
          inputMode="decimal"
          value={fields.amount}
          onChange={(event) => deposit.set('amount', event.currentTarget.value)}
          placeholder={t('funds.minimum', {
            minimum: formatAmount(channel.minAmount, locale),
            currency,
          })}
          error={message('amount')}
          {...fieldProps}
        />
        <TextField
          label={t('funds.paymentAmount', { currency })}
          inputMode="decimal"
          value={fields.paymentAmount}
          onChange={(event) => deposit.set('paymentAmount', event.currentTarget.value)}
          placeholder={`0.${'0'.repeat(Math.min(placesOf(currency), 8))}`}
          error={message('paymentAmount')}
          {...fieldProps}
        />
        <TextField
          label={t('funds.transactionHash')}
          spellCheck={false}
          value={fields.transactionHash}
          onChange={(event) => deposit.set('transactionHash', event.currentTarget.value)}
          error={message('transactionHash')}
          {...fieldProps}
        />
        <TextField
          label={t('funds.lastSix')}
          spellCheck={false}
          maxLength={6}
          value={fields.lastSix}
          onChange={(event) => deposit.set('lastSix', event.currentTarget.value)}
          error={message('lastSix')}
          {...fieldProps}
        />
      </div>
      <ImageField
        file={fields.proof}
        onChange={(file) => deposit.set('proof', file)}
        error={message('proof')}
        disabled={isInFlight}
      />
      {progress !== null ? <UploadProgress value={Math.round(progress * 100)} /> : null}
      {failure ? (
        <FormAlert
          status="error"
          message={
            failure.code === 'NETWORK'
              ? t('funds.uploadFailed')
              : t(`errors.${failure.code}`, failure.values ?? {})
          }
        />
      ) : null}
      <button
        ref={submitButton}
        type="submit"
        className={buttonClass({ palette: 'brand', className: layout.start })}
        disabled={isInFlight}
        data-loading={isInFlight ? '' : undefined}
      >
        <LoadingLabel loading={isInFlight}>
          {failure?.code === 'NETWORK' ? t('common.retry') : t('funds.submitDeposit')}
        </LoadingLabel>
      </button>
    </form>
  );
}

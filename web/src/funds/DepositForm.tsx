import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { Currency, DepositForm_query$key } from '../__generated__/DepositForm_query.graphql';
import type { ErrorCode } from '../__generated__/useRechargeMutation.graphql';
import { buttonClass } from '../components/ui/button-class';
import { CopyButton } from '../components/ui/copy-button';
import { FormAlert } from '../components/ui/form-alert';
import heading from '../components/ui/heading.module.css';
import { ImageField } from '../components/ui/image-field';
import layout from '../components/ui/layout.module.css';
import { LoadingLabel } from '../components/ui/loading-label';
import muted from '../components/ui/muted-text.module.css';
import { NativeSelect } from '../components/ui/native-select';
import panel from '../components/ui/panel.module.css';
import { QrCode } from '../components/ui/qr-code';
import { TextField } from '../components/ui/text-field';
import { formatAmount } from '../format/formatAmount';
import { languageTags } from '../i18n/languages';
import { newIdempotencyKey } from '../relay/idempotencyKey';
import { useClientState } from '../state/clientStore';
import { placesOf } from './currencyPlaces';
import styles from './DepositForm.module.css';
import {
  type DepositErrors,
  type DepositField,
  type DepositForm as Fields,
  validateDeposit,
} from './depositValidation';
import { useRechargeMutation } from './mutations/useRechargeMutation';

const emptyFields: Fields = { amount: '', paymentAmount: '', transactionHash: '', lastSix: '', proof: null };

type Submitted = { orderNo: string; amount: string; currency: string };
type Failure = { code: ErrorCode | 'NETWORK'; values?: Record<string, string> };

/**
 * Spec §3 recharge: pick the currency and network, send to the platform's address (QR code and
 * copy), then tell us the amount, what was paid, the transaction hash, its last six characters and
 * a proof screenshot. The deposit is credited when the operator approves it.
 */
export function DepositForm({ query }: { query: DepositForm_query$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const { depositChannels } = useFragment(
    graphql`
      fragment DepositForm_query on Query {
        depositChannels {
          currency
          network
          address
          minAmount
        }
      }
    `,
    query,
  );
  const currencies = useMemo(
    () => [...new Set(depositChannels.map((channel) => channel.currency))],
    [depositChannels],
  );
  const [currency, setCurrency] = useState<Currency | undefined>(currencies[0]);
  const networks = depositChannels.filter((channel) => channel.currency === currency);
  const [network, setNetwork] = useState(networks[0]?.network ?? '');
  const channel = networks.find((candidate) => candidate.network === network) ?? networks[0];

  const [fields, setFields] = useState<Fields>(emptyFields);
  const [errors, setErrors] = useState<DepositErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  // One key per deposit: a retry after a lost answer finds the same record, never a second one.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [recharge, isInFlight] = useRechargeMutation();

  if (!channel || !currency) {
    return (
      <div className={`${panel.panel} ${layout.card}`}>
        <p>{t('funds.noChannels')}</p>
      </div>
    );
  }

  const pickCurrency = (next: Currency) => {
    setCurrency(next);
    setNetwork(depositChannels.find((candidate) => candidate.currency === next)?.network ?? '');
    setErrors({});
    setFailure(null);
  };
  const set = (field: DepositField) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const message = (field: DepositField) => {
    const error = errors[field];
    return error ? t(error.key, error.values ?? {}) : null;
  };

  const submit = async () => {
    setFailure(null);
    const found = validateDeposit(fields, currency, channel.minAmount);
    setErrors(found);
    if (Object.keys(found).length > 0 || !fields.proof) return;
    setProgress(0);
    try {
      const result = await recharge(
        {
          currency,
          network: channel.network,
          amount: fields.amount.trim(),
          paymentAmount: fields.paymentAmount.trim(),
          transactionHash: fields.transactionHash.trim(),
          lastSix: fields.lastSix.trim(),
          idempotencyKey,
        },
        fields.proof,
        setProgress,
      );
      if (result.__typename === 'RechargePayload') {
        setSubmitted({ orderNo: result.recharge.orderNo, amount: result.recharge.amount, currency });
        setFields(emptyFields);
        setIdempotencyKey(newIdempotencyKey());
        return;
      }
      const code = result.__typename === '%other' ? 'UNKNOWN' : result.code;
      const values: Record<string, string> = {};
      if (result.__typename === 'InputError') {
        if (result.minimum) values.minimum = result.minimum;
        if (result.currency) values.currency = result.currency;
        if (result.maxBytes) values.size = `${Math.floor(result.maxBytes / (1024 * 1024))} MB`;
        // The error belongs to a field the user can fix: show it there, keep everything typed.
        const onField: Partial<Record<ErrorCode, DepositField>> = {
          BELOW_MINIMUM_DEPOSIT: 'amount',
          IMAGE_FORMAT_INCORRECT: 'proof',
          IMAGE_TOO_LARGE: 'proof',
          PROOF_REQUIRED: 'proof',
        };
        const field = onField[code] ?? fieldOf(result.field);
        if (field) {
          setErrors({ [field]: { key: `errors.${code}`, values } });
          return;
        }
      }
      setFailure({ code, values });
    } catch {
      // The upload or its answer was lost: the same key makes a retry safe.
      setFailure({ code: 'NETWORK' });
    } finally {
      setProgress(null);
    }
  };

  const fieldProps = { autoComplete: 'off', disabled: isInFlight } as const;
  return (
    <section aria-labelledby="deposit-title" className={`${panel.panel} ${layout.card} ${layout.gap5}`}>
      <h2 id="deposit-title" className={`${heading.heading} ${heading.md}`}>
        {t('funds.depositTitle')}
      </h2>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons outside the form (a fieldset brings its own box and legend) */}
      <div className={styles.currencies} role="group" aria-label={t('funds.currency')}>
        {currencies.map((option) => (
          <button
            type="button"
            key={option}
            className={buttonClass({
              size: 'sm',
              variant: option === currency ? 'solid' : 'outline',
              palette: option === currency ? 'brand' : 'gray',
            })}
            aria-pressed={option === currency}
            onClick={() => pickCurrency(option)}
          >
            {option}
          </button>
        ))}
      </div>
      <NativeSelect
        size="sm"
        className={styles.network}
        aria-label={t('funds.network')}
        value={channel.network}
        onChange={(event) => setNetwork(event.currentTarget.value)}
      >
        {networks.map((option) => (
          <option key={option.network} value={option.network}>
            {option.network}
          </option>
        ))}
      </NativeSelect>

      <div className={styles.receive}>
        <QrCode
          value={channel.address}
          label={t('funds.addressQr', { currency, network: channel.network })}
        />
        <div className={`${layout.stack} ${layout.tight} ${styles.address}`}>
          <p className={muted.muted}>{t('funds.receiveAddress', { currency, network: channel.network })}</p>
          <p className={styles.mono} data-testid="receive-address">
            {channel.address}
          </p>
          <CopyButton value={channel.address} alignStart />
        </div>
      </div>
      <FormAlert
        status="warning"
        message={t('funds.networkWarning', { currency, network: channel.network })}
      />

      {submitted ? (
        <FormAlert
          status="success"
          testId="deposit-submitted"
          message={t('funds.depositSubmitted', {
            amount: formatAmount(submitted.amount, locale),
            currency: submitted.currency,
            orderNo: submitted.orderNo,
          })}
        />
      ) : null}

      <form
        noValidate
        className={layout.stack}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={layout.pair}>
          <TextField
            label={t('funds.amount', { currency })}
            inputMode="decimal"
            value={fields.amount}
            onChange={(event) => set('amount')(event.currentTarget.value)}
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
            onChange={(event) => set('paymentAmount')(event.currentTarget.value)}
            placeholder={`0.${'0'.repeat(Math.min(placesOf(currency), 8))}`}
            error={message('paymentAmount')}
            {...fieldProps}
          />
          <TextField
            label={t('funds.transactionHash')}
            spellCheck={false}
            value={fields.transactionHash}
            onChange={(event) => set('transactionHash')(event.currentTarget.value)}
            error={message('transactionHash')}
            {...fieldProps}
          />
          <TextField
            label={t('funds.lastSix')}
            spellCheck={false}
            maxLength={6}
            value={fields.lastSix}
            onChange={(event) => set('lastSix')(event.currentTarget.value)}
            error={message('lastSix')}
            {...fieldProps}
          />
        </div>
        <ImageField
          file={fields.proof}
          onChange={(file) => {
            setFields((current) => ({ ...current, proof: file }));
            setErrors((current) => ({ ...current, proof: undefined }));
          }}
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
    </section>
  );
}

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

function fieldOf(name: string | null | undefined): DepositField | null {
  const known: readonly string[] = ['amount', 'paymentAmount', 'transactionHash', 'lastSix', 'proof'];
  const last = name?.split('.').at(-1) ?? '';
  return known.includes(last) ? (last as DepositField) : null;
}

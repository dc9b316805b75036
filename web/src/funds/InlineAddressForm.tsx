import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../__generated__/useAddWithdrawalAddressMutation.graphql';
import { buttonClass } from '../components/ui/button-class';
import { FormAlert } from '../components/ui/form-alert';
import layout from '../components/ui/layout.module.css';
import { LoadingLabel } from '../components/ui/loading-label';
import { TextField } from '../components/ui/text-field';
import styles from './Funds.module.css';
import { useAddWithdrawalAddressMutation } from './mutations/useAddWithdrawalAddressMutation';

type Props = {
  currency: string;
  network: string;
  /** Open from the start when the book has no address for this method yet. */
  openAtStart: boolean;
  onAdded: (addressId: number) => void;
};

/** Adds an address of the chosen method's currency and network to the book without leaving the form. */
export function InlineAddressForm({ currency, network, openAtStart, onAdded }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(openAtStart);
  const [address, setAddress] = useState('');
  const [label, setLabel] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ErrorCode | 'NETWORK' | null>(null);
  const [add, isInFlight] = useAddWithdrawalAddressMutation();

  if (!open) {
    return (
      <button
        type="button"
        className={buttonClass({ size: 'xs', variant: 'ghost', className: layout.start })}
        onClick={() => setOpen(true)}
      >
        {t('funds.addAddress')}
      </button>
    );
  }
  const save = async () => {
    setFailure(null);
    if (address.trim() === '') {
      setFieldError(t('validation.addressRequired'));
      return;
    }
    try {
      const result = await add({
        currency: currency as never,
        network,
        address: address.trim(),
        label: label.trim(),
      });
      if (result.__typename === 'AddressPayload') {
        onAdded(result.address.addressId);
        setAddress('');
        setLabel('');
        setOpen(false);
        return;
      }
      const code = result.__typename === '%other' ? 'UNKNOWN' : result.code;
      if (result.__typename === 'InputError' && result.field?.endsWith('address')) {
        setFieldError(t(`errors.${code}`));
        return;
      }
      setFailure(code);
    } catch {
      setFailure('NETWORK');
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group inside the withdrawal form (a nested form is not allowed; a fieldset brings its own box)
    <div className={styles.inlineForm} role="group" aria-label={t('funds.addAddress')}>
      <TextField
        label={t('funds.newAddress', { currency, network })}
        autoComplete="off"
        spellCheck={false}
        value={address}
        onChange={(event) => {
          setAddress(event.currentTarget.value);
          setFieldError(null);
        }}
        error={fieldError}
      />
      <TextField
        label={t('funds.addressLabel')}
        autoComplete="off"
        value={label}
        onChange={(event) => setLabel(event.currentTarget.value)}
      />
      {failure ? (
        <FormAlert
          status="error"
          message={failure === 'NETWORK' ? t('errors.TIMEOUT') : t(`errors.${failure}`)}
        />
      ) : null}
      <button
        type="button"
        className={buttonClass({ size: 'sm', className: layout.start })}
        disabled={isInFlight}
        data-loading={isInFlight ? '' : undefined}
        onClick={() => void save()}
      >
        <LoadingLabel loading={isInFlight}>{t('funds.saveAddress')}</LoadingLabel>
      </button>
    </div>
  );
}

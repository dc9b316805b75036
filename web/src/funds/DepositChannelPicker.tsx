import { useTranslation } from 'react-i18next';
import type { Currency } from '../__generated__/DepositForm_query.graphql';
import { buttonClass } from '../components/ui/button-class';
import { CopyButton } from '../components/ui/copy-button';
import { FormAlert } from '../components/ui/form-alert';
import layout from '../components/ui/layout.module.css';
import muted from '../components/ui/muted-text.module.css';
import { NativeSelect } from '../components/ui/native-select';
import { QrCode } from '../components/ui/qr-code';
import styles from './DepositForm.module.css';
import type { DepositChannel } from './useDeposit';

/** The currencies as a row of toggle buttons, then the chosen currency's networks. */
export function DepositChannelPicker({
  currencies,
  currency,
  onCurrency,
  networks,
  channel,
  onNetwork,
}: {
  currencies: readonly Currency[];
  currency: Currency;
  onCurrency: (currency: Currency) => void;
  networks: readonly DepositChannel[];
  channel: DepositChannel;
  onNetwork: (network: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
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
            onClick={() => onCurrency(option)}
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
        onChange={(event) => onNetwork(event.currentTarget.value)}
      >
        {networks.map((option) => (
          <option key={option.network} value={option.network}>
            {option.network}
          </option>
        ))}
      </NativeSelect>
    </>
  );
}

/** The platform's address of the channel to send to (QR code and copy), and which network it is on. */
export function ReceiveAddress({
  currency,
  network,
  address,
}: {
  currency: Currency;
  network: string;
  address: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.receive}>
        <QrCode value={address} label={t('funds.addressQr', { currency, network })} />
        <div className={`${layout.stack} ${layout.tight} ${styles.address}`}>
          <p className={muted.muted}>{t('funds.receiveAddress', { currency, network })}</p>
          <p className={styles.mono} data-testid="receive-address">
            {address}
          </p>
          <CopyButton value={address} alignStart />
        </div>
      </div>
      <FormAlert status="warning" message={t('funds.networkWarning', { currency, network })} />
    </>
  );
}

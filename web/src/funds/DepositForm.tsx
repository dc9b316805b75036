import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { DepositForm_query$key } from '../__generated__/DepositForm_query.graphql';
import { FormAlert } from '../components/ui/form-alert';
import heading from '../components/ui/heading.module.css';
import layout from '../components/ui/layout.module.css';
import panel from '../components/ui/panel.module.css';
import { DepositChannelPicker, ReceiveAddress } from './DepositChannelPicker';
import { DepositFields } from './DepositFields';
import { DepositOutcome } from './DepositOutcome';
import { useDepositChannel, useDepositSubmission } from './useDeposit';

/**
 * A deposit (recharge): pick the currency and network, send to the platform's address (QR code and
 * copy), then tell us the amount, what was paid, the transaction hash, its last six characters and
 * a proof screenshot. The deposit is credited when the operator approves it.
 */
export function DepositForm({ query }: { query: DepositForm_query$key }) {
  const { t } = useTranslation();
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
  const { currencies, currency, pickCurrency, networks, setNetwork, channel } =
    useDepositChannel(depositChannels);
  const deposit = useDepositSubmission(currency, channel);
  // A deposit sent: the keyboard's focus goes to what became of it (the form it was in is emptied).
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (deposit.submitted) outcome.current?.focus();
  }, [deposit.submitted]);

  if (!channel || !currency) {
    return (
      <div className={`${panel.panel} ${layout.card}`}>
        <p>{t('funds.noChannels')}</p>
      </div>
    );
  }

  const { submitted } = deposit;
  return (
    <section aria-labelledby="deposit-title" className={`${panel.panel} ${layout.card} ${layout.gap5}`}>
      <h2 id="deposit-title" className={`${heading.heading} ${heading.md}`}>
        {t('funds.depositTitle')}
      </h2>
      <DepositChannelPicker
        currencies={currencies}
        currency={currency}
        onCurrency={(next) => {
          pickCurrency(next);
          deposit.clearMessages();
        }}
        networks={networks}
        channel={channel}
        onNetwork={setNetwork}
      />

      {channel.address ? (
        <ReceiveAddress currency={currency} network={channel.network} address={channel.address} />
      ) : (
        // No receive address configured: nothing to send to, so no QR code, no copy and no form.
        <FormAlert
          status="info"
          testId="deposit-unavailable"
          message={t('funds.depositUnavailable', { currency, network: channel.network })}
        />
      )}

      {submitted ? (
        <div ref={outcome} tabIndex={-1} data-testid="deposit-outcome-focus">
          <DepositOutcome recharge={submitted} />
        </div>
      ) : null}

      {channel.address ? <DepositFields currency={currency} channel={channel} deposit={deposit} /> : null}
    </section>
  );
}

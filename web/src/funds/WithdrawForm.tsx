import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { WithdrawForm_query$key } from '../__generated__/WithdrawForm_query.graphql';
import type { WithdrawForm_viewer$key } from '../__generated__/WithdrawForm_viewer.graphql';
import { FormAlert } from '../components/ui/form-alert';
import { IntentButton } from '../components/ui/intent-button';
import layout from '../components/ui/layout.module.css';
import { NativeSelect } from '../components/ui/native-select';
import { onDemand, useOnDemand } from '../components/ui/on-demand';
import panel from '../components/ui/panel.module.css';
import { formatAmount } from '../format/formatAmount';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { FieldMessage, invalidProps } from './FieldMessage';
import styles from './Funds.module.css';
import { useWithdrawal, type Withdrawal, type WithdrawalMethod } from './useWithdrawal';
import { WithdrawDetails } from './WithdrawDetails';

// The confirmation is a Chakra dialog: it (and Chakra) load when the user reaches for Continue.
const confirmDialog = onDemand(() =>
  import('./WithdrawConfirmDialog').then((module) => module.WithdrawConfirmDialog),
);

/**
 * A withdrawal: a method (currency and network), an address from the book (or a new one),
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
  const withdrawal = useWithdrawal({
    methods: withdrawalMethods,
    account,
    loadConfirmation: () => confirmDialog.load(),
  });
  const [ConfirmDialog, loadConfirmDialog] = useOnDemand(confirmDialog);
  const messageId = useId();

  if (!account.fundPasswordSet) return <FundPasswordMissing />;

  const { method, draft, done } = withdrawal;
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
          withdrawal.setDone(null);
          withdrawal.review();
        }}
      >
        <MethodPicker withdrawal={withdrawal} methods={withdrawalMethods} messageId={messageId} />
        {method ? <WithdrawDetails withdrawal={withdrawal} method={method} messageId={messageId} /> : null}
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
          onClose={() => withdrawal.setDraft(null)}
          onConfirm={withdrawal.confirm}
          isInFlight={withdrawal.isInFlight}
        />
      ) : null}
    </section>
  );
}

/** The withdrawal methods (currency and network); another method starts without messages. */
function MethodPicker({
  withdrawal,
  methods,
  messageId,
}: {
  withdrawal: Withdrawal;
  methods: readonly WithdrawalMethod[];
  messageId: string;
}) {
  const { t } = useTranslation();
  const error = withdrawal.errors.method;
  return (
    <div className={styles.withMessage}>
      <NativeSelect
        aria-label={t('funds.method')}
        value={withdrawal.methodName}
        onChange={(event) => {
          withdrawal.setMethodName(event.currentTarget.value);
          withdrawal.setAddressId(null);
          withdrawal.restart();
        }}
        onBlur={() => withdrawal.touch('method')}
        {...invalidProps(messageId, 'method', error)}
      >
        <option value="">{t('funds.chooseMethod')}</option>
        {methods.map((option) => (
          <option key={option.method} value={option.method}>
            {option.currency} · {option.network}
          </option>
        ))}
      </NativeSelect>
      <FieldMessage messageId={messageId} field="method" error={error} />
    </div>
  );
}

/** Withdrawals need the fund password: until it is set, the page says so and links to where it is set. */
function FundPasswordMissing() {
  const { t } = useTranslation();
  return (
    <div className={`${panel.panel} ${layout.card}`}>
      <FormAlert status="info" message={t('errors.FUND_PASSWORD_NOT_SET')} />
      <Link to="/profile#settings" className={`${styles.link} ${layout.start}`}>
        {t('funds.setFundPassword')}
      </Link>
    </div>
  );
}

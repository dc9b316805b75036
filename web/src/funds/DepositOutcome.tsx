import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { DepositOutcome_recharge$key } from '../__generated__/DepositOutcome_recharge.graphql';
import { FormAlert } from '../components/ui/form-alert';
import { formatAmount } from '../format/formatAmount';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';

/**
 * The deposit just sent, as its record stands now: submitted for review, then approved and
 * credited, or rejected with the operator's remark. It reads the record from the store, so when
 * the review reaches the page (the record refetched or pushed by id) the banner changes with it.
 */
export function DepositOutcome({ recharge }: { recharge: DepositOutcome_recharge$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const deposit = useFragment(
    graphql`
      fragment DepositOutcome_recharge on Recharge {
        orderNo
        amount
        currency
        status
        remark
      }
    `,
    recharge,
  );
  const values = {
    amount: formatAmount(deposit.amount, locale),
    currency: deposit.currency,
    orderNo: deposit.orderNo,
  };
  if (deposit.status === 'APPROVED' || deposit.status === 'COMPLETED')
    return (
      <FormAlert status="success" testId="deposit-outcome" message={t('funds.depositApproved', values)} />
    );
  if (deposit.status === 'REJECTED') {
    const remark = deposit.remark ? ` ${t('funds.remark', { remark: deposit.remark })}` : '';
    return (
      <FormAlert
        status="error"
        testId="deposit-outcome"
        message={`${t('funds.depositRejected', values)}${remark}`}
      />
    );
  }
  return <FormAlert status="info" testId="deposit-outcome" message={t('funds.depositSubmitted', values)} />;
}

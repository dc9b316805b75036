import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { WithdrawalRecordItem_withdrawal$key } from '../__generated__/WithdrawalRecordItem_withdrawal.graphql';
import { formatAmount } from '../format/formatAmount';
import { withdrawalReceipt } from '../format/withdrawalReceipt';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { RecordFields } from './RecordFields';

/**
 * A withdrawal record: amount, address, method, fee, the amount to receive (received once sent,
 * nothing when rejected), time, status, remark.
 */
export function WithdrawalRecordItem({ withdrawal }: { withdrawal: WithdrawalRecordItem_withdrawal$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment WithdrawalRecordItem_withdrawal on Withdrawal {
        orderNo
        currency
        network
        method
        address
        amount
        fee
        received
        status
        remark
        createdAt
        reviewedAt
        completedAt
      }
    `,
    withdrawal,
  );
  const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;
  const money = (value: string) => ltr(`${formatAmount(value, locale)} ${data.currency}`);
  const receiptField = () => {
    const receipt = withdrawalReceipt(data.status);
    if (receipt === 'nothingSent')
      return {
        label: t('profileMoney.records.received'),
        value: t('profileMoney.records.nothingSent', {
          amount: `${formatAmount(data.amount, locale)} ${data.currency}`,
        }),
      };
    return { label: t(`profileMoney.records.${receipt}`), value: money(data.received) };
  };
  const fields = [
    { label: t('profileMoney.records.orderNo'), value: ltr(data.orderNo) },
    { label: t('profileMoney.records.method'), value: ltr(`${data.method} · ${data.network}`) },
    { label: t('profileMoney.records.address'), value: ltr(data.address) },
    { label: t('profileMoney.records.fee'), value: money(data.fee) },
    receiptField(),
  ];
  return <RecordFields record={data} fields={fields} testId="withdrawal-record" />;
}

import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { RechargeRecordItem_recharge$key } from '../__generated__/RechargeRecordItem_recharge.graphql';
import { formatAmount } from '../format/formatAmount';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { RecordFields, recordLinkClass } from './RecordFields';

/** A deposit record: amount, payment amount, hash, last 6 digits, proof, time, status, remark. */
export function RechargeRecordItem({ recharge }: { recharge: RechargeRecordItem_recharge$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment RechargeRecordItem_recharge on Recharge {
        orderNo
        currency
        network
        amount
        paymentAmount
        transactionHash
        lastSix
        proofUrl
        status
        remark
        createdAt
        reviewedAt
      }
    `,
    recharge,
  );
  const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;
  const fields = [
    { label: t('profileMoney.records.orderNo'), value: ltr(data.orderNo) },
    { label: t('profileMoney.records.network'), value: ltr(`${data.currency} · ${data.network}`) },
    {
      label: t('profileMoney.records.paymentAmount'),
      value: ltr(`${formatAmount(data.paymentAmount, locale)} ${data.currency}`),
    },
    { label: t('profileMoney.records.transactionHash'), value: ltr(data.transactionHash) },
    { label: t('profileMoney.records.lastSix'), value: ltr(data.lastSix) },
    {
      label: t('profileMoney.records.proof'),
      value: data.proofUrl ? (
        <a href={data.proofUrl} target="_blank" rel="noopener" className={recordLinkClass}>
          {t('profileMoney.records.viewProof')}
        </a>
      ) : (
        '—'
      ),
    },
  ];
  return <RecordFields record={data} fields={fields} testId="recharge-record" />;
}

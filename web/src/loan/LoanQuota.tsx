import { useTranslation } from 'react-i18next';
import type { LoanCalculator_config$data } from '../__generated__/LoanCalculator_config.graphql';
import type { LoanCalculator_viewer$data } from '../__generated__/LoanCalculator_viewer.graphql';
import { DataList, type DataRow } from '../components/ui/data-list';
import text from '../components/ui/text.module.css';

/**
 * What the viewer may borrow now (for a visitor: nothing), the operator's limits with and without
 * verification, and what verifying would unlock.
 */
export function LoanQuota({
  config,
  quota,
  usdt,
}: {
  config: Pick<LoanCalculator_config$data, 'maxUnverified' | 'maxVerified'>;
  /** Null for a visitor. */
  quota: LoanCalculator_viewer$data['loanQuota'] | null;
  /** An amount in the loan's currency, as shown. */
  usdt: (value: string) => string;
}) {
  const { t } = useTranslation();
  const rows: DataRow[] = quota
    ? [
        {
          id: 'available',
          label: t('loan.quota.available'),
          value: usdt(quota.available),
          valueTestId: 'loan-available',
        },
        { id: 'outstanding', label: t('loan.quota.outstanding'), value: usdt(quota.outstanding) },
        {
          id: 'creditScore',
          label: t('loan.quota.creditScore'),
          value: String(quota.creditScore),
        },
      ]
    : [];
  return (
    <>
      {quota ? (
        <div data-testid="loan-quota">
          <DataList rows={rows} />
        </div>
      ) : null}
      <p className={text.small} data-testid="loan-limits">
        {t('loan.quota.limits', {
          unverified: usdt(config.maxUnverified),
          verified: usdt(config.maxVerified),
        })}
        {quota && quota.kycStatus !== 'VERIFIED'
          ? ` ${t('loan.quota.unlock', { amount: usdt(quota.availableVerified) })}`
          : ''}
      </p>
    </>
  );
}

import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActionDialog } from '../components/ui/action-dialog';
import { FormAlert } from '../components/ui/form-alert';
import layout from '../components/ui/layout.module.css';
import muted from '../components/ui/muted-text.module.css';
import { toaster } from '../components/ui/toaster';
import { formatDecimal, formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { useRepayLoanMutation } from './mutations/useRepayLoanMutation';

export type RepayableLoan = {
  id: string;
  orderNo: string;
  currency: string;
  amountDue: string;
  collateralAmount: string;
  collateralCurrency: string;
};

/**
 * The last look before repaying: what is owed now and the collateral that comes back. A Chakra
 * dialog (ActionDialog) that the plain loan page loads when the user reaches for Repay; a balance
 * too small for it leads to the deposit page.
 */
export function RepayLoanDialog({ loan, onClose }: { loan: RepayableLoan; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const [error, setError] = useState<string | null>(null);
  const [short, setShort] = useState(false);
  const [repay, isInFlight] = useRepayLoanMutation();
  const usdt = (value: string) => `${formatMoney(value, locale)} ${loan.currency}`;

  const confirm = async () => {
    setError(null);
    setShort(false);
    try {
      const result = await repay(loan.id);
      if (result.__typename === 'RepayLoanPayload') {
        toaster.create({
          type: 'success',
          description: t('loan.records.repaid', { amount: usdt(loan.amountDue) }),
        });
        onClose();
        return;
      }
      if (result.__typename === '%other') return setError(t('errors.UNKNOWN'));
      if (result.code === 'BALANCE_INSUFFICIENT' || result.code === 'FUNDS_INSUFFICIENT') setShort(true);
      setError(t(`loan.errors.${result.code}`, { defaultValue: t(`errors.${result.code}`) }));
    } catch {
      setError(t('errors.TIMEOUT'));
    }
  };

  return (
    <ActionDialog
      title={t('loan.records.repayTitle', { reference: loan.orderNo })}
      busy={isInFlight}
      onClose={onClose}
      cancelLabel={t('loan.cancel')}
      action={
        <Button colorPalette="brand" loading={isInFlight} onClick={() => void confirm()}>
          {t('loan.records.repayConfirm')}
        </Button>
      }
    >
      <div className={`${layout.stack} ${layout.gap3}`}>
        <p data-testid="loan-repay-amount">{t('loan.records.repayText', { amount: usdt(loan.amountDue) })}</p>
        <p className={muted.muted}>
          {t('loan.records.repayCollateral', {
            amount: `${formatDecimal(loan.collateralAmount, locale)} ${loan.collateralCurrency}`,
          })}
        </p>
        {error ? <FormAlert status="error" message={error} /> : null}
        {short ? (
          <Button asChild variant="outline" size="sm" alignSelf="start">
            <Link to="/profile/balance">{t('loan.deposit')}</Link>
          </Button>
        ) : null}
      </div>
    </ActionDialog>
  );
}

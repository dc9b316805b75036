import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../components/ui/action-dialog';
import { FormAlert } from '../components/ui/form-alert';
import { toaster } from '../components/ui/toaster';
import { formatMoney, formatRate } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { useExitSmartPlanMutation } from './mutations/useExitSmartPlanMutation';
import { PlanFigures } from './PlanFigures';

type ExitablePlan = {
  id: string;
  productName: string;
  currency: string;
  amount: string;
  income: string;
  exitPenalty: string;
  exitPenaltyRate: string;
  exitRefund: string;
};

/**
 * The last look before leaving a plan early: the exact penalty (a share of the principal, kept as
 * liquidated damages), the exact principal that comes back, and the profit already paid, which stays.
 */
export function ExitPlanDialog({ plan, onClose }: { plan: ExitablePlan; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const [error, setError] = useState<string | null>(null);
  const [exit, isInFlight] = useExitSmartPlanMutation();
  const money = (value: string) => `${formatMoney(value, locale)} ${plan.currency}`;
  const rows = [
    { id: 'amount', label: t('smart.plan.amount'), value: money(plan.amount) },
    {
      id: 'penalty',
      label: t('smart.exit.penalty', { rate: formatRate(plan.exitPenaltyRate, locale) }),
      value: `− ${money(plan.exitPenalty)}`,
    },
    { id: 'refund', label: t('smart.exit.refund'), value: money(plan.exitRefund) },
    { id: 'earned', label: t('smart.exit.earned'), value: money(plan.income) },
  ];

  const confirm = async () => {
    setError(null);
    try {
      const result = await exit(plan.id);
      if (result.__typename === 'ExitSmartPlanPayload') {
        toaster.create({
          type: 'success',
          description: t('smart.exit.success', { amount: money(plan.exitRefund) }),
        });
        onClose();
        return;
      }
      if (result.__typename === '%other') return setError(t('errors.UNKNOWN'));
      setError(t(`smart.errors.${result.code}`, { defaultValue: t(`errors.${result.code}`) }));
    } catch {
      setError(t('errors.TIMEOUT'));
    }
  };

  return (
    <ActionDialog
      title={
        <>
          {t('smart.exit.title')} <bdi>{plan.productName}</bdi>
        </>
      }
      role="alertdialog"
      busy={isInFlight}
      onClose={onClose}
      cancelLabel={t('smart.exit.keep')}
      action={
        <Button colorPalette="red" loading={isInFlight} onClick={() => void confirm()}>
          {t('smart.exit.confirm')}
        </Button>
      }
    >
      <Stack gap="4">
        <PlanFigures rows={rows} testIdPrefix="smart-exit-" />
        <Text fontSize="sm">{t('smart.exit.explain')}</Text>
        {error ? <FormAlert status="error" message={error} /> : null}
      </Stack>
    </ActionDialog>
  );
}

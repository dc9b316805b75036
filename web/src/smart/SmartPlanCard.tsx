import { Badge, Button, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { SmartPlanCard_plan$key, SmartPlanStatus } from '../__generated__/SmartPlanCard_plan.graphql';
import { formatDate } from '../format/formatDate';
import { formatMoney, formatRate } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { formatRunTime } from './duration';
import { ExitPlanDialog } from './ExitPlanDialog';
import { IncomeChart } from './IncomeChart';

const statusPalette: Record<SmartPlanStatus, string> = {
  EARNING: 'blue',
  PROFIT_DISTRIBUTED: 'green',
  COMPLETED: 'gray',
  REFUNDED: 'gray',
  EARLY_EXIT: 'orange',
  '%future added value': 'gray',
};

/** One plan: its drawn yield, run time, next earnings, income so far (and its chart), and the exit. */
export function SmartPlanCard({ plan: key }: { plan: SmartPlanCard_plan$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const [exiting, setExiting] = useState(false);
  const plan = useFragment(
    graphql`
      fragment SmartPlanCard_plan on SmartPlan {
        id
        planId
        productName
        status
        running
        amount
        currency
        days
        cycleDays
        cycles
        cyclesPaid
        dailyYield
        profitPerCycle
        income
        totalIncome
        penalty
        returned
        exitPenalty
        exitPenaltyRate
        exitRefund
        startedAt
        endsAt
        closedAt
        nextEarningsAt
        runTimeSeconds
        payouts {
          cycle
          profit
        }
      }
    `,
    key,
  );
  const money = (value: string) => `${formatMoney(value, locale)} ${plan.currency}`;
  const titleId = `smart-plan-${plan.planId}`;
  const rows: { id: string; label: string; value: string }[] = [
    { id: 'amount', label: t('smart.plan.amount'), value: money(plan.amount) },
    { id: 'yield', label: t('smart.plan.dailyYield'), value: formatRate(plan.dailyYield, locale) },
    { id: 'days', label: t('smart.product.days'), value: String(plan.days) },
    {
      id: 'cycles',
      label: t('smart.plan.cycles'),
      value: t('smart.plan.cyclesValue', { paid: plan.cyclesPaid, cycles: plan.cycles }),
    },
    { id: 'perCycle', label: t('smart.plan.profitPerCycle'), value: money(plan.profitPerCycle) },
    { id: 'income', label: t('smart.plan.income'), value: money(plan.income) },
    { id: 'runTime', label: t('smart.plan.runTime'), value: formatRunTime(plan.runTimeSeconds, locale) },
    { id: 'started', label: t('smart.plan.started'), value: formatDate(plan.startedAt, locale, true) },
  ];
  if (plan.nextEarningsAt)
    rows.push({
      id: 'next',
      label: t('smart.plan.nextEarnings'),
      value: formatDate(plan.nextEarningsAt, locale, true),
    });
  if (plan.running)
    rows.push({ id: 'ends', label: t('smart.plan.ends'), value: formatDate(plan.endsAt, locale, true) });
  if (plan.penalty) rows.push({ id: 'penalty', label: t('smart.plan.penalty'), value: money(plan.penalty) });
  if (plan.returned)
    rows.push({ id: 'returned', label: t('smart.plan.returned'), value: money(plan.returned) });
  if (!plan.running)
    rows.push({ id: 'total', label: t('smart.plan.totalIncome'), value: money(plan.totalIncome) });
  if (plan.closedAt)
    rows.push({
      id: 'closed',
      label: t('smart.plan.closed'),
      value: formatDate(plan.closedAt, locale, true),
    });

  return (
    <Stack
      as="article"
      aria-labelledby={titleId}
      layerStyle="panel"
      p={{ base: '4', md: '5' }}
      gap="4"
      data-testid="smart-plan"
      data-plan-id={plan.planId}
    >
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Heading as="h3" id={titleId} size="md">
          <bdi>{plan.productName}</bdi>
        </Heading>
        <Badge colorPalette={statusPalette[plan.status]} data-testid="smart-plan-status">
          {t(`smart.status.${plan.status}`)}
        </Badge>
      </HStack>
      <Stack direction={{ base: 'column', md: 'row' }} gap="6" align={{ md: 'flex-start' }}>
        <DataList.Root orientation="horizontal" size="sm" flex="1">
          {rows.map((row) => (
            <DataList.Item key={row.id} data-testid={`smart-plan-${row.id}`}>
              <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
              <DataList.ItemValue>
                <bdi>{row.value}</bdi>
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <Stack flex="1" gap="2" minW="0">
          {plan.payouts.length > 0 ? (
            <IncomeChart payouts={plan.payouts} cycles={plan.cycles} total={plan.income} locale={locale} />
          ) : plan.running ? (
            <Text fontSize="sm" color="fg.muted">
              {t('smart.plan.noPayoutYet')}
            </Text>
          ) : null}
        </Stack>
      </Stack>
      {plan.running ? (
        <>
          <Button variant="outline" colorPalette="red" alignSelf="start" onClick={() => setExiting(true)}>
            {t('smart.exit.open')}
          </Button>
          {exiting ? <ExitPlanDialog plan={plan} onClose={() => setExiting(false)} /> : null}
        </>
      ) : null}
    </Stack>
  );
}

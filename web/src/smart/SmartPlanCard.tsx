import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type {
  SmartPlanCard_plan$data,
  SmartPlanCard_plan$key,
  SmartPlanStatus,
} from '../__generated__/SmartPlanCard_plan.graphql';
import danger from '../components/ui/button-danger.module.css';
import { DataList, type DataRow } from '../components/ui/data-list';
import heading from '../components/ui/heading.module.css';
import { IntentButton } from '../components/ui/intent-button';
import layout from '../components/ui/layout.module.css';
import muted from '../components/ui/muted-text.module.css';
import { onDemand, useOnDemand } from '../components/ui/on-demand';
import panel from '../components/ui/panel.module.css';
import { type BadgePalette, subtleBadgeClass } from '../components/ui/subtle-badge';
import { formatDate } from '../format/formatDate';
import { formatMoney, formatRate } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { formatRunTime } from './duration';
import { IncomeChart } from './IncomeChart';
import styles from './SmartCard.module.css';

// The early-exit confirmation is a Chakra dialog: it (and Chakra) load on the user's intent.
const exitDialog = onDemand(() => import('./ExitPlanDialog').then((module) => module.ExitPlanDialog));

const statusPalette: Record<SmartPlanStatus, BadgePalette> = {
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
  const [ExitDialog, loadExitDialog] = useOnDemand(exitDialog);
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
  const titleId = `smart-plan-${plan.planId}`;
  const rows = planRows(plan, t, locale);

  const openExit = () => {
    setExiting(true);
    exitDialog.load().catch(() => setExiting(false));
  };
  return (
    <article
      aria-labelledby={titleId}
      className={`${panel.panel} ${layout.card}`}
      data-testid="smart-plan"
      data-plan-id={plan.planId}
    >
      <div className={styles.head}>
        <h3 id={titleId} className={`${heading.heading} ${heading.md}`}>
          <bdi>{plan.productName}</bdi>
        </h3>
        <span className={subtleBadgeClass(statusPalette[plan.status])} data-testid="smart-plan-status">
          {t(`smart.status.${plan.status}`)}
        </span>
      </div>
      <div className={styles.body}>
        <DataList rows={rows} testIdPrefix="smart-plan" />
        <div className={styles.stack}>
          {plan.payouts.length > 0 ? (
            <IncomeChart payouts={plan.payouts} cycles={plan.cycles} total={plan.income} locale={locale} />
          ) : plan.running ? (
            <p className={muted.muted}>{t('smart.plan.noPayoutYet')}</p>
          ) : null}
        </div>
      </div>
      {plan.running ? (
        <>
          <IntentButton
            look={{ variant: 'outline', className: `${danger.danger} ${styles.start}` }}
            loading={exiting && !ExitDialog}
            onIntent={loadExitDialog}
            onClick={openExit}
          >
            {t('smart.exit.open')}
          </IntentButton>
          {exiting && ExitDialog ? <ExitDialog plan={plan} onClose={() => setExiting(false)} /> : null}
        </>
      ) : null}
    </article>
  );
}

/** The plan's figures, with its next earnings, end, penalty, return, total and close once they apply. */
function planRows(plan: SmartPlanCard_plan$data, t: TFunction, locale: string): DataRow[] {
  const money = (value: string) => `${formatMoney(value, locale)} ${plan.currency}`;
  const rows: DataRow[] = [
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
  return rows;
}

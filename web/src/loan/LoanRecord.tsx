import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { LoanRecord_loan$key, LoanStatus } from '../__generated__/LoanRecord_loan.graphql';
import { DataList, type DataRow } from '../components/ui/data-list';
import heading from '../components/ui/heading.module.css';
import { IntentButton } from '../components/ui/intent-button';
import layout from '../components/ui/layout.module.css';
import { onDemand, useOnDemand } from '../components/ui/on-demand';
import panel from '../components/ui/panel.module.css';
import { type BadgePalette, subtleBadgeClass } from '../components/ui/subtle-badge';
import text from '../components/ui/text.module.css';
import { formatDate } from '../format/formatDate';
import { formatDecimal, formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';

// The repayment's confirmation is a Chakra dialog: it (and Chakra) load on the user's intent.
const repayDialog = onDemand(() => import('./RepayLoanDialog').then((module) => module.RepayLoanDialog));

const palette: Record<LoanStatus, BadgePalette> = {
  PENDING: 'blue',
  REPAYING: 'orange',
  REPAID: 'green',
  EXPIRED: 'red',
  REJECTED: 'gray',
  '%future added value': 'gray',
};

/** One loan: its terms, collateral, what is owed as of now (damages growing when overdue) and repayment. */
export function LoanRecord({ loan: key }: { loan: LoanRecord_loan$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const [confirming, setConfirming] = useState(false);
  const [RepayDialog, loadRepayDialog] = useOnDemand(repayDialog);
  const loan = useFragment(
    graphql`
      fragment LoanRecord_loan on Loan {
        id
        loanId
        status
        amount
        currency
        term
        amountDue
        interest
        totalInterest
        damages
        overdue
        overdueDays
        repaymentAmount
        repaymentDate
        collateralAmount
        collateralCurrency
        createdAt
        settledAt
        remark
      }
    `,
    key,
  );
  const usdt = (value: string) => `${formatMoney(value, locale)} ${loan.currency}`;
  const rows: DataRow[] = [
    { id: 'amount', label: t('loan.records.amount'), value: usdt(loan.amount) },
    { id: 'term', label: t('loan.calc.term'), value: String(loan.term) },
    {
      id: 'collateral',
      label: t('loan.records.collateral'),
      value: `${formatDecimal(loan.collateralAmount, locale)} ${loan.collateralCurrency}`,
    },
    { id: 'created', label: t('loan.records.created'), value: formatDate(loan.createdAt, locale, true) },
  ];
  if (loan.repaymentDate)
    rows.push({ id: 'date', label: t('loan.calc.date'), value: formatDate(loan.repaymentDate, locale) });
  if (loan.status === 'REPAYING') {
    rows.push({ id: 'interest', label: t('loan.records.interest'), value: usdt(loan.interest) });
    if (loan.overdue)
      rows.push({
        id: 'damages',
        label: t('loan.records.damages', { days: loan.overdueDays }),
        value: usdt(loan.damages),
      });
    rows.push({ id: 'due', label: t('loan.records.due'), value: usdt(loan.amountDue) });
  } else {
    rows.push({ id: 'repayment', label: t('loan.calc.repayment'), value: usdt(loan.repaymentAmount) });
  }
  if (loan.settledAt)
    rows.push({
      id: 'settled',
      label: t('loan.records.settled'),
      value: formatDate(loan.settledAt, locale, true),
    });

  const openRepay = () => {
    setConfirming(true);
    repayDialog.load().catch(() => setConfirming(false));
  };
  const titleId = `loan-${loan.loanId}`;
  return (
    <article
      aria-labelledby={titleId}
      className={`${panel.panel} ${layout.card} ${layout.gap3}`}
      data-testid="loan-record"
    >
      <div className={layout.head}>
        <h3 id={titleId} className={`${heading.heading} ${heading.md}`}>
          {t('loan.records.loanTitle', { id: loan.loanId })}
        </h3>
        <span className={subtleBadgeClass(palette[loan.status])} data-testid="loan-status">
          {t(`loan.status.${loan.status}`)}
        </span>
      </div>
      <DataList rows={rows} testIdPrefix="loan-record" />
      {loan.status === 'REJECTED' && loan.remark ? (
        <p className={`${text.small} ${text.error}`}>{t('loan.records.remark', { remark: loan.remark })}</p>
      ) : null}
      {loan.status === 'REPAYING' ? (
        <IntentButton
          look={{ palette: 'brand', className: layout.start }}
          loading={confirming && !RepayDialog}
          onIntent={loadRepayDialog}
          onClick={openRepay}
        >
          {t('loan.records.repay')}
        </IntentButton>
      ) : null}
      {confirming && RepayDialog ? <RepayDialog loan={loan} onClose={() => setConfirming(false)} /> : null}
    </article>
  );
}

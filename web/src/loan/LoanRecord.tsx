import { compareDecimal } from '@swx/contract/decimal';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type {
  LoanRecord_loan$data,
  LoanRecord_loan$key,
  LoanStatus,
} from '../__generated__/LoanRecord_loan.graphql';
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

type LoanFigures = Pick<
  LoanRecord_loan$data,
  | 'status'
  | 'interest'
  | 'totalInterest'
  | 'damages'
  | 'overdue'
  | 'overdueDays'
  | 'amountDue'
  | 'repaymentAmount'
  | 'repaidAmount'
>;

/**
 * The money rows of a loan's state: before the payout the agreed interest and repayment amount
 * (principal + interest on the repayment date); while repaying what has accrued and what repaying
 * takes now; once repaid what it actually paid (interest, damages, the amount repaid), never the
 * agreed figure; once expired what the collateral covered.
 */
function owedRows(loan: LoanFigures, t: TFunction, usdt: (value: string) => string): DataRow[] {
  const damages = (label: string): DataRow[] =>
    compareDecimal(loan.damages, '0') > 0 ? [{ id: 'damages', label, value: usdt(loan.damages) }] : [];
  switch (loan.status) {
    case 'REPAYING':
      return [
        { id: 'interest', label: t('loan.records.interest'), value: usdt(loan.interest) },
        ...(loan.overdue ? damages(t('loan.records.damages', { days: loan.overdueDays })) : []),
        { id: 'due', label: t('loan.records.due'), value: usdt(loan.amountDue) },
      ];
    case 'REPAID':
      return [
        { id: 'interest', label: t('loan.records.interestPaid'), value: usdt(loan.interest) },
        ...damages(t('loan.records.damagesPaid')),
        ...(loan.repaidAmount
          ? [{ id: 'repaid', label: t('loan.records.repaidAmount'), value: usdt(loan.repaidAmount) }]
          : []),
      ];
    case 'EXPIRED':
      return [
        { id: 'interest', label: t('loan.records.interestCovered'), value: usdt(loan.interest) },
        ...damages(t('loan.records.damagesCovered')),
      ];
    default:
      return [
        { id: 'totalInterest', label: t('loan.calc.totalInterest'), value: usdt(loan.totalInterest) },
        { id: 'repayment', label: t('loan.calc.repayment'), value: usdt(loan.repaymentAmount) },
      ];
  }
}

/**
 * One loan under its LN reference: its terms, collateral, the money of its state (owedRows) and
 * repayment.
 */
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
        orderNo
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
        repaidAmount
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
  rows.push(...owedRows(loan, t, usdt));
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
          {t('loan.records.loanTitle', { reference: loan.orderNo })}
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

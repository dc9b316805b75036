import type { OpsLoanRecord } from '@swx/contract';

/** The loan noun of `npm run ops`: its actions and one line per loan. */
export const loanActions = ['list', 'approve', 'reject'];

export function describeLoan(record: unknown): string {
  const l = record as OpsLoanRecord;
  const due = l.repaymentDate === null ? '' : ` due ${new Date(l.repaymentDate).toISOString().slice(0, 10)}`;
  const owed =
    l.status === 'repaying' ? ` owes ${l.amountDue}${l.overdue ? ` (${l.overdueDays} d overdue)` : ''}` : '';
  return `#${l.id} ${l.orderNo} ${l.status.padEnd(9)} ${l.userName} (user ${l.userId}) ${l.amount} USDT for ${l.term} d, collateral ${l.collateralAmount} ${l.collateralCurrency} @ ${l.collateralPrice}${due}${owed}${l.remark ? ` remark: ${l.remark}` : ''}`;
}

import type { OpsSmartPlan, OpsSmartProduct, SmartProductWithdrawn } from '@swx/contract';

/**
 * The smart trading nouns of `npm run ops`: their API paths under /swx/ops, their
 * actions, and one line per record.
 */
export const smartKinds = { 'smart-plans': 'smart/plans', 'smart-products': 'smart/products' } as const;
export type SmartKind = (typeof smartKinds)[keyof typeof smartKinds];

export const smartActions: Record<SmartKind, string[]> = {
  'smart/plans': ['list', 'refund'],
  'smart/products': ['list', 'withdraw'],
};

const percent = (rate: string) => `${(Number(rate) * 100).toFixed(2)}%`;

export function describeSmart(kind: SmartKind, record: unknown): string {
  if (kind === 'smart/plans') {
    const p = record as OpsSmartPlan;
    return `#${p.id} ${p.orderNo} ${p.status.padEnd(18)} ${p.userName} (user ${p.userId}) ${p.productName} ${p.amount} ${p.currency} ${p.days} d at ${percent(p.dailyYield)}/d, cycles ${p.cyclesPaid}/${p.cycles}, income ${p.income}${p.returned === null ? '' : `, returned ${p.returned}`}`;
  }
  const withdrawn = record as Partial<SmartProductWithdrawn>;
  if (withdrawn.product)
    return `${describeSmart(kind, withdrawn.product)}; ${withdrawn.refunded} running plans refunded`;
  const p = record as OpsSmartProduct;
  return `#${p.id} ${p.name} ${p.onSale ? 'on sale' : 'withdrawn'} ${percent(p.dailyYieldMin)}-${percent(p.dailyYieldMax)}/d, ${p.minAmount}-${p.maxAmount} ${p.currency}, days ${p.days.join('/')}, cycle ${p.cycleDays} d, exit penalty ${percent(p.exitPenaltyRate)}${p.kycRequired ? ', KYC' : ''}`;
}

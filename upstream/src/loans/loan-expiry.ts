import { collateralFor, damagesFor, interestFor } from '@swx/contract/loan-terms';
import type { Queryable } from '../db/db.ts';
import { lockAccount, postEntry } from '../ledger/ledger.ts';
import { currencyScale } from '../money/currencies.ts';
import { collateralPrice } from './collateral.ts';
import type { LoanRow } from './loans.ts';

/**
 * A loan's "expired" state, defined here: a repaying loan still unpaid `graceDays` after its due date.
 * Its debt is fixed at that moment (principal, the full term's interest, `graceDays` of damages) and
 * the collateral is liquidated at the collateral's price recorded at the expiry instant (or, when
 * the server was down then, the latest recent one): the platform keeps the collateral worth the
 * debt, rounded up to the collateral's minor unit (`loan_collateral_liquidation`, out of the held
 * funds), and the rest returns to the user's balance (`loan_collateral_release`). Without any
 * recent price, or when the collateral is worth less than the debt, all of it is kept and the
 * shortfall is the platform's loss: the user never owes more after expiry. The principal paid
 * out stays with the user.
 */
export async function settleExpiry(
  tx: Queryable,
  loan: LoanRow,
  now: number,
  release: (units: bigint) => Promise<void>,
): Promise<void> {
  const expiresAt = loan.expiresAt ?? now;
  const interest = interestFor(loan.terms, loan.terms.termDays);
  const damages = damagesFor(loan.terms.principal, loan.lateDailyRate, loan.graceDays);
  const debt = loan.terms.principal + interest + damages;
  const price =
    (await collateralPrice(tx, loan.collateralCurrency, expiresAt)) ??
    (await collateralPrice(tx, loan.collateralCurrency, now));
  const covering = price
    ? collateralFor(debt, '1', price.price, currencyScale[loan.collateralCurrency])
    : null;
  const kept = covering === null || covering > loan.collateralUnits ? loan.collateralUnits : covering;
  const account = await lockAccount(tx, loan.userId, 'real', now, loan.collateralCurrency);
  await postEntry(tx, account, 'loan_collateral_liquidation', loan.orderNo, 0n, now, -kept);
  await release(loan.collateralUnits - kept);
  await tx.query(
    `UPDATE loans SET status = 'expired', settled_at = $2, interest_paid_units = $3::numeric,
       damages_paid_units = $4::numeric, liquidated_units = $5::numeric, liquidation_price = $6 WHERE id = $1`,
    [loan.id, now, interest.toString(), damages.toString(), kept.toString(), price?.price ?? null],
  );
}

import type { LoanConfig } from '@swx/contract';
import type { FastifyInstance } from 'fastify';
import { asFields, optionalHeader, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { success } from '../http/envelope.ts';
import { loanRules, orderRules } from '../http/input-rules.ts';
import { accountModeOf, pageOf } from '../ledger/ledger.ts';
import { collateralOptions } from '../loans/collateral.ts';
import { loanQuota } from '../loans/loan-eligibility.ts';
import { loanParams } from '../loans/loan-params.ts';
import { listLoans, loanStatusOf, toLoanRecord } from '../loans/loans.ts';
import { readId } from '../money/addresses.ts';
import { formatUnits } from '../money/currencies.ts';
import { requireUser } from './auth.ts';
import type { RouteContext } from './context.ts';

/** Loans (the API's /user/loan and /user/listLoanRecord) and the parameters and repayment the contract adds. */
export function loanRoutes(app: FastifyInstance, { db, clock, loans }: RouteContext) {
  /** Public: the calculator of a visitor needs the same parameters as a borrower's. */
  app.get('/user/loanConfig', async (request) => {
    const params = await loanParams(db);
    const usdt = (units: bigint) => formatUnits(units, 'USDT');
    const config: LoanConfig = {
      currency: 'USDT',
      terms: params.terms,
      interestFreeDays: params.interestFreeDays,
      dailyRate: params.dailyRate,
      lateDailyRate: params.lateDailyRate,
      graceDays: params.graceDays,
      minAmount: usdt(params.minAmount),
      maxUnverified: usdt(params.maxUnverified),
      maxVerified: usdt(params.maxVerified),
      collateralRatio: params.collateralRatio,
      minCreditScore: params.minCreditScore,
      collaterals: await collateralOptions(db, clock.now()),
    };
    return success(request, config);
  });

  app.get('/user/loanQuota', async (request) => {
    const user = await requireUser(request, db, clock);
    const now = clock.now();
    await loans.sweepUser(user.id, now);
    return success(request, await loanQuota(db, user.id, await loanParams(db), now));
  });

  app.post('/user/loan', async (request) => {
    const user = await requireUser(request, db, clock);
    const key = optionalHeader(request.headers, 'idempotency-key', orderRules.idempotencyKey);
    const mode = accountModeOf(request.headers.virtually);
    const record = await loans.borrow(user, mode, asFields(request.body), key);
    return success(request, record, Code.submittedForReview);
  });

  app.get('/user/listLoanRecord', async (request) => {
    const user = await requireUser(request, db, clock);
    const query = asFields(request.query);
    const status = loanStatusOf(textField(query, loanRules.status));
    const now = clock.now();
    await loans.sweepUser(user.id, now);
    const page = await listLoans(db, { userId: user.id, status }, pageOf(query));
    return success(request, { ...page, list: page.list.map((row) => toLoanRecord(row, now)) });
  });

  app.post('/user/repayLoan', async (request) => {
    const user = await requireUser(request, db, clock);
    const id = readId(asFields(request.body));
    const mode = accountModeOf(request.headers.virtually);
    return success(request, await loans.repay(user, mode, id));
  });
}

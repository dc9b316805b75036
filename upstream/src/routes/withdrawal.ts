import type { FastifyInstance } from 'fastify';
import { asFields, optionalHeader, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { success } from '../http/envelope.ts';
import { moneyRules, orderRules } from '../http/input-rules.ts';
import { accountModeOf, pageOf } from '../ledger/ledger.ts';
import { listWithdrawals, toWithdrawalRecord } from '../money/withdrawals.ts';
import { requireUser } from './auth.ts';
import type { RouteContext } from './context.ts';
import { reviewStatusOf } from './review-status.ts';

/** Withdrawals. `listWithdrwal` is the spec's spelling of the path; only this file speaks it. */
export function withdrawalRoutes(app: FastifyInstance, { db, clock, withdrawals }: RouteContext) {
  app.post('/user/withdrawal', async (request) => {
    const user = await requireUser(request, db, clock);
    const key = optionalHeader(request.headers, 'idempotency-key', orderRules.idempotencyKey);
    const record = await withdrawals.submit(
      user,
      accountModeOf(request.headers.virtually),
      asFields(request.body),
      key,
    );
    return success(request, record, Code.withdrawalSubmitted);
  });

  app.get('/user/listWithdrwal', async (request) => {
    const user = await requireUser(request, db, clock);
    const query = asFields(request.query);
    const status = reviewStatusOf(textField(query, moneyRules.status));
    const page = await listWithdrawals(db, { userId: user.id, status }, pageOf(query));
    return success(request, { ...page, list: page.list.map(toWithdrawalRecord) });
  });
}

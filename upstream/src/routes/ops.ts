import { createHash, timingSafeEqual } from 'node:crypto';
import type { OpsRechargeRecord, OpsWithdrawalRecord } from '@swx/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asFields, type Fields, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, inputInvalid, success } from '../http/envelope.ts';
import { moneyRules } from '../http/input-rules.ts';
import { sendImage } from '../http/send-image.ts';
import { pageOf } from '../ledger/ledger.ts';
import { readId } from '../money/addresses.ts';
import { findRecharge, listRecharges, type RechargeRow, toRechargeRecord } from '../money/recharges.ts';
import { listWithdrawals, toWithdrawalRecord, type WithdrawalRow } from '../money/withdrawals.ts';
import { chatOpsRoutes } from './chat-ops.ts';
import { contentOpsRoutes } from './content-ops.ts';
import type { RouteContext } from './context.ts';
import { depositAddressOpsRoutes } from './deposit-address-ops.ts';
import { kycOpsRoutes } from './kyc-ops.ts';
import { loanOpsRoutes } from './loan-ops.ts';
import { nftOpsRoutes } from './nft-ops.ts';
import { reviewStatusOf } from './review-status.ts';
import { smartOpsRoutes } from './smart-ops.ts';

/** The header that carries the operator's credential; retail tokens (Authorization) never open these routes. */
export const operatorTokenHeader = 'x-operator-token';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time comparison of the request's operator token with the configured one (401 otherwise). */
function requireOperator(request: FastifyRequest, expected: Buffer): void {
  const sent = request.headers[operatorTokenHeader];
  const ok = typeof sent === 'string' && sent !== '' && timingSafeEqual(digest(sent), expected);
  if (!ok) throw new ApiError(Code.unauthorized, 401);
}

const opsRecharge = (row: RechargeRow): OpsRechargeRecord => ({
  ...toRechargeRecord(row),
  proofUrl: `/swx/ops/recharges/${row.id}/proof`,
  userId: row.userId,
  userName: row.userName,
});
const opsWithdrawal = (row: WithdrawalRow): OpsWithdrawalRecord => ({
  ...toWithdrawalRecord(row),
  userId: row.userId,
  userName: row.userName,
});

/** A rejection's remark: required (the user is told why), at most 500 characters. */
export function remarkOf(body: Fields): string {
  const remark = textField(body, moneyRules.remark);
  if (remark === '') throw inputInvalid('remark');
  return remark;
}

/**
 * The operator-only API under /swx/ops (not /swx/customer: the gateway never proxies it), behind
 * its own credential (OPERATOR_TOKEN, sent as `X-Operator-Token`). Without a configured token the
 * routes do not exist. Reviews answer the record after the step; a step that does not apply to
 * the record's state answers 10092 `{ reason: "WRONG_STATE", status }` and moves nothing.
 */
export async function opsRoutes(app: FastifyInstance, context: RouteContext, operatorToken: string) {
  const { db, recharges, withdrawals, proofs } = context;
  const expected = digest(operatorToken);
  await app.register(
    async (ops) => {
      ops.addHook('onRequest', async (request) => requireOperator(request, expected));

      ops.get('/recharges', async (request) => {
        const query = asFields(request.query);
        const status = reviewStatusOf(textField(query, moneyRules.status));
        const page = await listRecharges(db, { userId: null, status }, pageOf(query));
        return success(request, { ...page, list: page.list.map(opsRecharge) });
      });
      ops.post<{ Params: { id: string } }>('/recharges/:id/approve', async (request) =>
        success(request, opsRecharge(await recharges.approve(readId(asFields(request.params))))),
      );
      ops.post<{ Params: { id: string } }>('/recharges/:id/reject', async (request) => {
        const id = readId(asFields(request.params));
        return success(request, opsRecharge(await recharges.reject(id, remarkOf(asFields(request.body)))));
      });
      ops.get<{ Params: { id: string } }>('/recharges/:id/proof', async (request, reply) => {
        const recharge = await findRecharge(db, readId(asFields(request.params)));
        if (!recharge) throw new ApiError(Code.notFound, 404);
        return sendImage(reply, { bytes: await proofs.read(recharge.proofFile), type: recharge.proofType });
      });

      ops.get('/withdrawals', async (request) => {
        const query = asFields(request.query);
        const status = reviewStatusOf(textField(query, moneyRules.status));
        const page = await listWithdrawals(db, { userId: null, status }, pageOf(query));
        return success(request, { ...page, list: page.list.map(opsWithdrawal) });
      });
      ops.post<{ Params: { id: string } }>('/withdrawals/:id/approve', async (request) =>
        success(request, opsWithdrawal(await withdrawals.approve(readId(asFields(request.params))))),
      );
      ops.post<{ Params: { id: string } }>('/withdrawals/:id/complete', async (request) =>
        success(request, opsWithdrawal(await withdrawals.complete(readId(asFields(request.params))))),
      );
      ops.post<{ Params: { id: string } }>('/withdrawals/:id/reject', async (request) => {
        const id = readId(asFields(request.params));
        return success(
          request,
          opsWithdrawal(await withdrawals.reject(id, remarkOf(asFields(request.body)))),
        );
      });
      smartOpsRoutes(ops, context);
      nftOpsRoutes(ops, context);
      kycOpsRoutes(ops, context);
      loanOpsRoutes(ops, context);
      contentOpsRoutes(ops, context);
      chatOpsRoutes(ops, context);
      depositAddressOpsRoutes(ops, context);
    },
    { prefix: '/swx/ops' },
  );
}

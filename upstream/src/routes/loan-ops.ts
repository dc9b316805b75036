import type { OpsLoanRecord } from '@swx/contract';
import type { FastifyInstance } from 'fastify';
import { asFields, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, success } from '../http/envelope.ts';
import { loanRules } from '../http/input-rules.ts';
import { sendImage } from '../http/send-image.ts';
import { pageOf } from '../ledger/ledger.ts';
import { findLoan, type LoanRow, listLoans, loanStatusOf, toLoanRecord } from '../loans/loans.ts';
import { readId } from '../money/addresses.ts';
import type { RouteContext } from './context.ts';
import { remarkOf } from './ops.ts';

const opsLoan = (row: LoanRow, now: number): OpsLoanRecord => ({
  ...toLoanRecord(row, now),
  userId: row.userId,
  userName: row.userName,
});

/**
 * The operator's loan reviews, inside /swx/ops (registered by opsRoutes, behind its token): every
 * loan, approving one (the principal is paid out), rejecting one with a remark (the collateral
 * returns), and the signature under its agreement.
 */
export function loanOpsRoutes(ops: FastifyInstance, { db, clock, loans, proofs }: RouteContext) {
  ops.get('/loans', async (request) => {
    const query = asFields(request.query);
    const status = loanStatusOf(textField(query, loanRules.status));
    const now = clock.now();
    const page = await listLoans(db, { userId: null, status }, pageOf(query));
    return success(request, { ...page, list: page.list.map((row) => opsLoan(row, now)) });
  });
  ops.post<{ Params: { id: string } }>('/loans/:id/approve', async (request) =>
    success(request, opsLoan(await loans.approve(readId(asFields(request.params))), clock.now())),
  );
  ops.post<{ Params: { id: string } }>('/loans/:id/reject', async (request) => {
    const id = readId(asFields(request.params));
    return success(request, opsLoan(await loans.reject(id, remarkOf(asFields(request.body))), clock.now()));
  });
  ops.get<{ Params: { id: string } }>('/loans/:id/signature', async (request, reply) => {
    const loan = await findLoan(db, readId(asFields(request.params)));
    if (!loan) throw new ApiError(Code.notFound, 404);
    const type = loan.signatureFile.endsWith('.png') ? 'image/png' : 'image/jpeg';
    return sendImage(reply, { bytes: await proofs.read(loan.signatureFile), type });
  });
}

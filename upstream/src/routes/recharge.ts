import type { FastifyInstance } from 'fastify';
import { asFields, optionalHeader, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, success } from '../http/envelope.ts';
import { moneyRules, orderRules } from '../http/input-rules.ts';
import { readUpload } from '../http/multipart-upload.ts';
import { sendImage } from '../http/send-image.ts';
import { accountModeOf, pageOf } from '../ledger/ledger.ts';
import { readId } from '../money/addresses.ts';
import { rechargeChannels, withdrawMethods } from '../money/money-params.ts';
import { findRecharge, listRecharges, toRechargeRecord } from '../money/recharges.ts';
import { requireUser } from './auth.ts';
import type { RouteContext } from './context.ts';
import { reviewStatusOf } from './review-status.ts';

/** Deposits: channels, submission with the proof, the caller's records and proofs. */
export function rechargeRoutes(app: FastifyInstance, { db, clock, recharges, proofs, money }: RouteContext) {
  app.get('/index/listRechargeChannels', async (request) => {
    const channels = await rechargeChannels(db, ({ currency, network }) =>
      request.log.warn({ currency, network }, 'malformed receive address: deposits there are closed'),
    );
    return success(request, channels);
  });

  app.get('/index/listWithdrawMethods', async (request) => success(request, await withdrawMethods(db)));

  app.post('/user/recharge', async (request, reply) => {
    const user = await requireUser(request, db, clock);
    const key = optionalHeader(request.headers, 'idempotency-key', orderRules.idempotencyKey);
    try {
      const upload = await readUpload(request, {
        maxBytes: money.proofMaxBytes,
        files: ['proof'],
        maxFields: 12,
      });
      const record = await recharges.submit(
        user.id,
        accountModeOf(request.headers.virtually),
        upload.fields,
        upload.files.proof ?? null,
        key,
      );
      return success(request, record, Code.rechargeSubmitted);
    } catch (error) {
      // The rest of a refused upload is not read: close the connection rather than drain it.
      if (request.isMultipart()) reply.header('connection', 'close');
      throw error;
    }
  });

  app.get('/user/listRecharge', async (request) => {
    const user = await requireUser(request, db, clock);
    const query = asFields(request.query);
    const status = reviewStatusOf(textField(query, moneyRules.status));
    const page = await listRecharges(db, { userId: user.id, status }, pageOf(query));
    return success(request, { ...page, list: page.list.map(toRechargeRecord) });
  });

  // The stored (re-encoded) proof, to its owner only; anyone else's or an unknown id is a 404.
  app.get<{ Params: { id: string } }>('/user/rechargeProof/:id', async (request, reply) => {
    const user = await requireUser(request, db, clock);
    const recharge = await findRecharge(db, readId(asFields(request.params)));
    if (!recharge || recharge.userId !== user.id) throw new ApiError(Code.notFound, 404);
    return sendImage(reply, { bytes: await proofs.read(recharge.proofFile), type: recharge.proofType });
  });
}

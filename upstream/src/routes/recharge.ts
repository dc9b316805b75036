import type { FastifyInstance, FastifyRequest } from 'fastify';
import { asFields, type Fields, optionalHeader, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, inputInvalid, success } from '../http/envelope.ts';
import { moneyRules, orderRules } from '../http/input-rules.ts';
import { readId } from '../money/addresses.ts';
import { imageTooLarge } from '../money/money-errors.ts';
import { rechargeChannels, withdrawMethods } from '../money/money-params.ts';
import { findRecharge, listRecharges, toRechargeRecord } from '../money/recharges.ts';
import { accountModeOf, pageOf } from '../trading/ledger.ts';
import { requireUser } from './auth.ts';
import type { RouteContext } from './context.ts';
import { reviewStatusOf } from './review-status.ts';

type Upload = { fields: Fields; proof: Buffer | null };

/** Multipart errors of @fastify/multipart that mean "the client sent too much or something malformed". */
function multipartCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/**
 * Reads the multipart body: text fields, and the file part `proof`, which busboy cuts off at
 * `maxBytes` while it streams (never buffering more). A JSON body carries the fields without a proof.
 */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) return { fields: asFields(request.body), proof: null };
  const fields: Fields = {};
  let proof: Buffer | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 12, fieldSize: 1024, parts: 13, fieldNameSize: 32 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'proof') throw inputInvalid('proof');
        proof = await part.toBuffer();
      } else {
        // A truncated value (over 1 KB) is longer than any rule allows: refuse it as that field.
        if (part.valueTruncated) throw inputInvalid(part.fieldname);
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : '';
      }
    }
  } catch (error) {
    const code = multipartCode(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge(maxBytes);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw inputInvalid('body');
    if (code === 'FST_PROTO_VIOLATION') throw inputInvalid('body');
    throw error;
  }
  return { fields, proof };
}

/** Deposits: channels, submission with the proof, the caller's records and proofs. */
export function rechargeRoutes(app: FastifyInstance, { db, clock, recharges, proofs, money }: RouteContext) {
  app.get('/index/listRechargeChannels', async (request) => success(request, await rechargeChannels(db)));

  app.get('/index/listWithdrawMethods', async (request) => success(request, await withdrawMethods(db)));

  app.post('/user/recharge', async (request, reply) => {
    const user = await requireUser(request, db, clock);
    const key = optionalHeader(request.headers, 'idempotency-key', orderRules.idempotencyKey);
    try {
      const upload = await readUpload(request, money.proofMaxBytes);
      const record = await recharges.submit(
        user.id,
        accountModeOf(request.headers.virtually),
        upload.fields,
        upload.proof,
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
    return reply
      .header('content-type', recharge.proofType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(await proofs.read(recharge.proofFile));
  });
}

import { type IdentificationImage, identificationImages } from '@swx/contract';
import type { FastifyInstance } from 'fastify';
import { asFields, type Fields, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, inputInvalid, success } from '../http/envelope.ts';
import { moneyRules } from '../http/input-rules.ts';
import { sendImage } from '../http/send-image.ts';
import { identificationStatusOf } from '../kyc/identification-service.ts';
import { toOpsIdentification } from '../kyc/identifications.ts';
import { pageOf } from '../ledger/ledger.ts';
import { readId } from '../money/addresses.ts';
import type { RouteContext } from './context.ts';

/** The reviewer's remark: required to fail a submission (the user is told why), optional to verify it. */
function remarkOf(body: Fields, required: boolean): string | null {
  const remark = textField(body, moneyRules.remark);
  if (remark === '' && required) throw inputInvalid('remark');
  return remark === '' ? null : remark;
}

/**
 * The operator's identity reviews, inside /swx/ops (registered by opsRoutes, behind its token): the
 * queue, one submission's images, verifying and failing. The images are served here only, never on
 * the customer API or the gateway.
 */
export function kycOpsRoutes(ops: FastifyInstance, { identifications }: RouteContext) {
  ops.get('/identifications', async (request) => {
    const query = asFields(request.query);
    const status = identificationStatusOf(textField(query, moneyRules.status));
    const page = await identifications.listAll(status, pageOf(query));
    return success(request, { ...page, list: page.list.map(toOpsIdentification) });
  });
  ops.post<{ Params: { id: string } }>('/identifications/:id/approve', async (request) => {
    const id = readId(asFields(request.params));
    const remark = remarkOf(asFields(request.body), false);
    return success(request, toOpsIdentification(await identifications.approve(id, remark)));
  });
  ops.post<{ Params: { id: string } }>('/identifications/:id/reject', async (request) => {
    const id = readId(asFields(request.params));
    const remark = remarkOf(asFields(request.body), true) ?? '';
    return success(request, toOpsIdentification(await identifications.reject(id, remark)));
  });
  ops.get<{ Params: { id: string; kind: string } }>(
    '/identifications/:id/images/:kind',
    async (request, reply) => {
      const id = readId(asFields(request.params));
      const kind = request.params.kind;
      if (!(identificationImages as readonly string[]).includes(kind)) throw new ApiError(Code.notFound, 404);
      const image = await identifications.image(id, kind as IdentificationImage);
      if (!image) throw new ApiError(Code.notFound, 404);
      return sendImage(reply, image);
    },
  );
}

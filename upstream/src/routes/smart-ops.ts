import type { FastifyInstance } from 'fastify';
import { asFields, textField } from '../http/body.ts';
import { success } from '../http/envelope.ts';
import { pageOf } from '../ledger/ledger.ts';
import { smartRules } from '../smart/smart-errors.ts';
import { loadSmartProducts } from '../smart/smart-products.ts';
import type { RouteContext } from './context.ts';

/**
 * The operator's smart trading routes, inside /swx/ops (registered by opsRoutes, behind its token):
 * every plan, refunding one, the products, and withdrawing a product (its running plans refunded).
 */
export function smartOpsRoutes(ops: FastifyInstance, { db, smart }: RouteContext) {
  ops.get('/smart/plans', async (request) => {
    const query = asFields(request.query);
    return success(request, await smart.listAll(textField(query, smartRules.status), pageOf(query)));
  });
  ops.post<{ Params: { id: string } }>('/smart/plans/:id/refund', async (request) =>
    success(request, await smart.refund(smart.readPlanId(asFields(request.params)))),
  );
  ops.get('/smart/products', async (request) => success(request, await loadSmartProducts(db)));
  ops.post<{ Params: { id: string } }>('/smart/products/:id/withdraw', async (request) =>
    success(request, await smart.withdrawProduct(smart.readPlanId(asFields(request.params)))),
  );
}

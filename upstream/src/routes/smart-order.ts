import type { FastifyInstance } from 'fastify';
import { asFields, optionalHeader, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { success } from '../http/envelope.ts';
import { orderRules } from '../http/input-rules.ts';
import { accountModeOf, pageOf } from '../ledger/ledger.ts';
import { smartRules } from '../smart/smart-errors.ts';
import { productsOnSale } from '../smart/smart-products.ts';
import { requireUser } from './auth.ts';
import type { RouteContext } from './context.ts';

/** /order/*: smart trading products (public) and the caller's plans (docs/upstream-contract.md "Smart trading plans"). */
export function smartOrderRoutes(app: FastifyInstance, { db, clock, smart }: RouteContext) {
  app.get('/order/listSmartProduct', async (request) => success(request, await productsOnSale(db)));

  app.post('/order/buySmart', async (request) => {
    const user = await requireUser(request, db, clock);
    const key = optionalHeader(request.headers, 'idempotency-key', orderRules.idempotencyKey);
    const plan = await smart.buy(user, accountModeOf(request.headers.virtually), asFields(request.body), key);
    return success(request, plan, Code.purchaseSuccess);
  });

  app.post('/order/exitSmart', async (request) => {
    const user = await requireUser(request, db, clock);
    return success(
      request,
      await smart.exit(user, accountModeOf(request.headers.virtually), asFields(request.body)),
    );
  });

  app.get<{ Params: { id: string } }>('/order/getSmartOrderById/:id', async (request) => {
    const user = await requireUser(request, db, clock);
    return success(request, await smart.find(user.id, smart.readPlanId(asFields(request.params))));
  });

  // Plans exist on the real account only, so the list is the same in either mode.
  app.get('/order/listSmartOrder', async (request) => {
    const user = await requireUser(request, db, clock);
    const query = asFields(request.query);
    return success(request, await smart.list(user.id, textField(query, smartRules.status), pageOf(query)));
  });
}

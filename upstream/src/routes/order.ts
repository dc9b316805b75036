import type { FastifyInstance } from 'fastify';
import { asFields, optionalHeader, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, success } from '../http/envelope.ts';
import { orderRules } from '../http/input-rules.ts';
import { accountModeOf, pageOf } from '../ledger/ledger.ts';
import { findOptionPeriod } from '../trading/option-periods.ts';
import { findOrder, listOrders, type OrderStatus, toOptionsOrder } from '../trading/options-orders.ts';
import { requireUser } from './auth.ts';
import type { RouteContext } from './context.ts';

const statuses: readonly string[] = ['open', 'closed', 'failed'];

/** /order/*: options periods, buying, and the caller's orders. */
export function orderRoutes(app: FastifyInstance, { db, clock, options }: RouteContext) {
  app.get('/order/getOptionMinAmount', async (request) => {
    const raw = textField(asFields(request.query), orderRules.limitTime);
    const period = /^\d{1,9}$/.test(raw) ? await findOptionPeriod(db, Number(raw)) : undefined;
    if (!period) throw new ApiError(Code.periodNotFound);
    return success(request, period);
  });

  app.post('/order/buyOptions', async (request) => {
    const user = await requireUser(request, db, clock);
    // Optional here (the spec's contract has none); the gateway always sends one.
    const key = optionalHeader(request.headers, 'idempotency-key', orderRules.idempotencyKey);
    const order = await options.buy(
      user.id,
      accountModeOf(request.headers.virtually),
      asFields(request.body),
      key,
    );
    return success(request, order, Code.purchaseSuccess);
  });

  app.get<{ Params: { id: string } }>('/order/getOptionsOrderById/:id', async (request) => {
    const user = await requireUser(request, db, clock);
    const raw = textField(asFields(request.params), orderRules.id);
    const order = /^\d{1,15}$/.test(raw) ? await findOrder(db, Number(raw)) : undefined;
    return success(request, order && order.userId === user.id ? toOptionsOrder(order) : null);
  });

  app.get('/order/listOptionsOrder', async (request) => {
    const user = await requireUser(request, db, clock);
    const query = asFields(request.query);
    const status = textField(query, orderRules.status);
    const page = await listOrders(
      db,
      {
        userId: user.id,
        mode: accountModeOf(request.headers.virtually),
        // An unknown status filters nothing rather than failing: the contract has no code for it.
        status: statuses.includes(status) ? (status as OrderStatus) : null,
      },
      pageOf(query),
    );
    return success(request, page);
  });
}

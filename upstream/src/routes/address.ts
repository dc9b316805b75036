import type { FastifyInstance } from 'fastify';
import { asFields } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { success } from '../http/envelope.ts';
import { readId } from '../money/addresses.ts';
import { requireUser } from './auth.ts';
import type { RouteContext } from './context.ts';

/** /address/*: the caller's withdrawal address book. */
export function addressRoutes(app: FastifyInstance, { db, clock, addresses }: RouteContext) {
  app.get('/address/list', async (request) => {
    const user = await requireUser(request, db, clock);
    return success(request, await addresses.list(user.id));
  });

  app.post('/address/add', async (request) => {
    const user = await requireUser(request, db, clock);
    return success(request, await addresses.add(user.id, asFields(request.body)));
  });

  app.post('/address/update', async (request) => {
    const user = await requireUser(request, db, clock);
    return success(request, await addresses.update(user.id, asFields(request.body)), Code.modified);
  });

  app.delete<{ Params: { id: string } }>('/address/delete/:id', async (request) => {
    const user = await requireUser(request, db, clock);
    await addresses.remove(user.id, readId(asFields(request.params)));
    return success(request, null);
  });
}

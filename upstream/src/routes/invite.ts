import type { FastifyInstance } from 'fastify';
import { asFields } from '../http/body.ts';
import { success } from '../http/envelope.ts';
import { inviteSummary, listInvitees, listInviteRewards } from '../invite/invites.ts';
import { pageOf } from '../ledger/ledger.ts';
import { requireUser } from './auth.ts';
import type { RouteContext } from './context.ts';

/** Invite friends (beyond the spec's paths, which name the screen only): code, link, invitees, rewards. */
export function inviteRoutes(app: FastifyInstance, { db, clock }: RouteContext) {
  app.get('/user/invite', async (request) => {
    const user = await requireUser(request, db, clock);
    return success(request, await inviteSummary(db, user.id, user.inviteCode));
  });

  app.get('/user/listInvitees', async (request) => {
    const user = await requireUser(request, db, clock);
    return success(request, await listInvitees(db, user.id, pageOf(asFields(request.query))));
  });

  app.get('/user/listInviteRewards', async (request) => {
    const user = await requireUser(request, db, clock);
    return success(request, await listInviteRewards(db, user.id, pageOf(asFields(request.query))));
  });
}

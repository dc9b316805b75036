import type { FastifyInstance } from 'fastify';
import { toUserInfo } from '../accounts/users.ts';
import { asFields, rawStringField, stringField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { success } from '../http/envelope.ts';
import { requireUser } from './auth.ts';
import type { RouteContext } from './context.ts';

/** /user/*: the signed-in profile and the password reset. */
export function userRoutes(app: FastifyInstance, { db, clock, accounts }: RouteContext) {
  app.post('/user/getUserInfo', async (request) => {
    const user = await requireUser(request, db, clock);
    return success(request, toUserInfo(user));
  });

  // Public on purpose: the reset screen is used by someone who cannot sign in; the e-mailed code proves ownership.
  app.post('/user/repassword', async (request) => {
    const body = asFields(request.body);
    await accounts.resetPassword(
      stringField(body, 'email'),
      stringField(body, 'code'),
      rawStringField(body, 'password'),
    );
    return success(request, null, Code.modified);
  });
}

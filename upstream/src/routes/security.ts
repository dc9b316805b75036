import type { FastifyInstance } from 'fastify';
import { asFields, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { success } from '../http/envelope.ts';
import { moneyRules } from '../http/input-rules.ts';
import { assertFundPasswordFormat } from '../money/fund-password.ts';
import { requireUser } from './auth.ts';
import type { RouteContext } from './context.ts';

/** The fund password: set once without more ado, changed only with the login password. */
export function securityRoutes(app: FastifyInstance, { db, clock, accounts, fundPasswords }: RouteContext) {
  app.post('/user/setFundPassword', async (request) => {
    const user = await requireUser(request, db, clock);
    const body = asFields(request.body);
    const fundPassword = textField(body, moneyRules.fundPassword);
    assertFundPasswordFormat(fundPassword);
    const replace = await fundPasswords.isSet(user.id);
    // Changing it needs the login password, checked like a login (throttled, 10004 when wrong).
    if (replace) await accounts.checkOwnPassword(user, textField(body, moneyRules.loginPassword), request.ip);
    await fundPasswords.set(user.id, fundPassword, replace);
    return success(request, { fundPasswordSet: true }, Code.modified);
  });
}

import { formatCents } from '@swx/contract/decimal';
import type { FastifyInstance } from 'fastify';
import { toUserInfo, type UserRecord } from '../accounts/users.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { asFields, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, success } from '../http/envelope.ts';
import { accountRules } from '../http/input-rules.ts';
import {
  type AccountMode,
  accountModeOf,
  type LockedAccount,
  listLedgerEntries,
  lockAccount,
  pageOf,
  resetDemoAccount,
} from '../trading/ledger.ts';
import { requireUser } from './auth.ts';
import type { RouteContext } from './context.ts';

/** The caller's account of `mode`, opened on first use. */
function openAccount(db: Db, clock: Clock, userId: number, mode: AccountMode): Promise<LockedAccount> {
  return db.transaction((tx) => lockAccount(tx, userId, mode, clock.now()));
}

function userInfoWith(user: UserRecord, account: LockedAccount) {
  return { ...toUserInfo(user), accountMode: account.mode, balance: formatCents(account.balanceCents) };
}

/** /user/*: the signed-in profile with the balance, the ledger, the demo reset and the password reset. */
export function userRoutes(app: FastifyInstance, { db, clock, accounts }: RouteContext) {
  app.post('/user/getUserInfo', async (request) => {
    const user = await requireUser(request, db, clock);
    const account = await openAccount(db, clock, user.id, accountModeOf(request.headers.virtually));
    return success(request, userInfoWith(user, account));
  });

  app.get('/user/listTransactions', async (request) => {
    const user = await requireUser(request, db, clock);
    const mode = accountModeOf(request.headers.virtually);
    const account = await openAccount(db, clock, user.id, mode);
    return success(request, await listLedgerEntries(db, account.id, mode, pageOf(asFields(request.query))));
  });

  // Beyond the spec: a demo account can be topped back up to its opening balance.
  app.post('/user/resetDemo', async (request) => {
    const user = await requireUser(request, db, clock);
    if (accountModeOf(request.headers.virtually) !== 'demo') throw new ApiError(Code.operationFailed);
    const account = await db.transaction((tx) => resetDemoAccount(tx, user.id, clock.now()));
    return success(request, userInfoWith(user, account));
  });

  // Public on purpose: the reset screen is used by someone who cannot sign in; the e-mailed code proves ownership.
  app.post('/user/repassword', async (request) => {
    const body = asFields(request.body);
    await accounts.resetPassword(
      textField(body, accountRules.email),
      textField(body, accountRules.code),
      textField(body, accountRules.newPassword),
      request.ip,
    );
    return success(request, null, Code.modified);
  });
}

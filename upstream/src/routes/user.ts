import type { Balance } from '@swx/contract';
import type { FastifyInstance } from 'fastify';
import { toUserInfo, type UserRecord } from '../accounts/users.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { asFields, optionalTextField, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, inputInvalid, success } from '../http/envelope.ts';
import { accountRules, moneyRules } from '../http/input-rules.ts';
import {
  type AccountMode,
  accountModeOf,
  type LockedAccount,
  listLedgerEntries,
  lockAccount,
  pageOf,
  resetDemoAccount,
} from '../ledger/ledger.ts';
import { loadStatement, statementRequestOf } from '../ledger/statement.ts';
import { type Currency, currencies, formatUnits, isCurrency, toUnits } from '../money/currencies.ts';
import { requireUser, tokenOf } from './auth.ts';
import type { RouteContext } from './context.ts';

/** The caller's account of `mode`, opened on first use. */
function openAccount(db: Db, clock: Clock, userId: number, mode: AccountMode): Promise<LockedAccount> {
  return db.transaction((tx) => lockAccount(tx, userId, mode, clock.now()));
}

function userInfoWith(user: UserRecord, account: LockedAccount) {
  return {
    ...toUserInfo(user),
    accountMode: account.mode,
    balance: formatUnits(account.balance, account.currency),
  };
}

/** Every currency of the real account (the demo account is USDT only), 0 where none was opened yet. */
async function balancesOf(db: Db, userId: number, mode: AccountMode): Promise<Balance[]> {
  const rows = await db.query(
    `SELECT currency, balance_units::text AS balance, held_units::text AS held FROM accounts
     WHERE user_id = $1 AND mode = $2`,
    [userId, mode],
  );
  const shown: readonly Currency[] = mode === 'demo' ? ['USDT'] : currencies;
  return shown.map((currency) => {
    const row = rows.find((r) => r.currency === currency);
    return {
      currency,
      available: formatUnits(row ? toUnits(row.balance) : 0n, currency),
      held: formatUnits(row ? toUnits(row.held) : 0n, currency),
    };
  });
}

/** /user/*: the signed-in profile with the balance, the ledger, the demo reset and the password reset. */
export function userRoutes(app: FastifyInstance, { db, clock, accounts, fundPasswords }: RouteContext) {
  app.post('/user/getUserInfo', async (request) => {
    const user = await requireUser(request, db, clock);
    const account = await openAccount(db, clock, user.id, accountModeOf(request.headers.virtually));
    return success(request, {
      ...userInfoWith(user, account),
      fundPasswordSet: await fundPasswords.isSet(user.id),
    });
  });

  app.get('/user/balances', async (request) => {
    const user = await requireUser(request, db, clock);
    const mode = accountModeOf(request.headers.virtually);
    await openAccount(db, clock, user.id, mode);
    return success(request, await balancesOf(db, user.id, mode));
  });

  app.get('/user/listTransactions', async (request) => {
    const user = await requireUser(request, db, clock);
    const mode = accountModeOf(request.headers.virtually);
    const query = asFields(request.query);
    const currency = optionalTextField(query, moneyRules.currency)?.toUpperCase() ?? null;
    if (currency !== null && !isCurrency(currency)) throw inputInvalid('currency');
    const page = pageOf(query);
    // Opens the demo account (and its demo_open entry) on a first look, as getUserInfo does.
    await openAccount(db, clock, user.id, mode);
    return success(request, await listLedgerEntries(db, user.id, mode, currency, page));
  });

  // Beyond the spec: the ledger over a date range, totalled by kind (docs/upstream-contract.md, "Statements").
  app.get('/user/statement', async (request) => {
    const user = await requireUser(request, db, clock);
    const statement = statementRequestOf(asFields(request.query));
    return success(
      request,
      await loadStatement(db, user.id, accountModeOf(request.headers.virtually), statement),
    );
  });

  // Beyond the spec: a demo account can be topped back up to its opening balance.
  app.post('/user/resetDemo', async (request) => {
    const user = await requireUser(request, db, clock);
    if (accountModeOf(request.headers.virtually) !== 'demo') throw new ApiError(Code.operationFailed);
    const account = await db.transaction((tx) => resetDemoAccount(tx, user.id, clock.now()));
    return success(request, userInfoWith(user, account));
  });

  // Two uses: with `oldPassword` it is the signed-in change (Authorization required, the current
  // password proves the owner); otherwise the public reset, where the e-mailed code proves it.
  app.post('/user/repassword', async (request) => {
    const body = asFields(request.body);
    if (body.oldPassword !== undefined) {
      const user = await requireUser(request, db, clock);
      await accounts.changePassword(
        user,
        tokenOf(request),
        textField(body, moneyRules.oldPassword),
        textField(body, accountRules.newPassword),
        request.ip,
      );
      return success(request, null, Code.modified);
    }
    await accounts.resetPassword(
      textField(body, accountRules.email),
      textField(body, accountRules.code),
      textField(body, accountRules.newPassword),
      request.ip,
    );
    return success(request, null, Code.modified);
  });
}

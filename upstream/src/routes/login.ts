import type { FastifyInstance } from 'fastify';
import type { CodePurpose } from '../accounts/code-sender.ts';
import { endSession } from '../accounts/sessions.ts';
import { asFields, optionalTextField, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, success } from '../http/envelope.ts';
import { accountRules } from '../http/input-rules.ts';
import { maxTokenLength, tokenOf } from './auth.ts';
import type { RouteContext } from './context.ts';

/** Accepts a missing purpose as 'register' (the spec's sign-up screen sends only the e-mail). */
function purposeOf(value: string): CodePurpose {
  if (value === '' || value === 'register') return 'register';
  if (value === 'reset') return 'reset';
  throw new ApiError(Code.operationFailed);
}

/** /login/*: availability check, verification codes, sign-up, sign-in and log out. */
export function loginRoutes(app: FastifyInstance, { accounts, db, socialSignIn }: RouteContext) {
  app.get('/login/checkUserNameOrPhone', async (request) => {
    const query = asFields(request.query);
    const available = await accounts.isAvailable(textField(query, accountRules.userName));
    return success(request, { available });
  });

  app.post('/login/sendCode', async (request) => {
    const body = asFields(request.body);
    const result = await accounts.sendCode(
      textField(body, accountRules.email),
      purposeOf(textField(body, accountRules.purpose)),
      request.ip,
    );
    return success(request, result);
  });

  app.post('/login/register', async (request) => {
    const body = asFields(request.body);
    const session = await accounts.register(
      {
        userName: textField(body, accountRules.userName),
        email: textField(body, accountRules.email),
        password: textField(body, accountRules.newPassword),
        code: textField(body, accountRules.code),
        areaCode: optionalTextField(body, accountRules.areaCode),
        phone: optionalTextField(body, accountRules.phone),
        inviteCode: optionalTextField(body, accountRules.inviteCode),
      },
      request.ip,
    );
    return success(request, session);
  });

  app.post('/login/login', async (request) => {
    const body = asFields(request.body);
    const session = await accounts.login(
      textField(body, accountRules.account),
      textField(body, accountRules.loginPassword),
      request.ip,
    );
    return success(request, session);
  });

  // POST /login/loginByGoogle is the product's; its Facebook sibling is ours (docs/upstream-contract.md).
  for (const [path, provider] of [
    ['/login/loginByGoogle', 'google'],
    ['/login/loginByFacebook', 'facebook'],
  ] as const) {
    app.post(path, async (request) => {
      const body = asFields(request.body);
      const session = await socialSignIn.signIn(
        provider,
        textField(body, accountRules.idToken),
        textField(body, accountRules.nonce),
      );
      return success(request, session);
    });
  }

  // Beyond the spec (it has no logout call): the token stops working everywhere at once, rather
  // than living on for the rest of its 7 days after the client forgets it. Idempotent: an unknown,
  // expired or already ended token answers 200 too, so a client never turns a logout into a 401.
  app.post('/login/logout', async (request) => {
    const token = tokenOf(request);
    if (token !== '' && token.length <= maxTokenLength) await endSession(db, token);
    return success(request, null);
  });
}

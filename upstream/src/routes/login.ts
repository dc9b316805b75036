import type { FastifyInstance } from 'fastify';
import type { CodePurpose } from '../accounts/code-sender.ts';
import { asFields, optionalStringField, rawStringField, stringField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, success } from '../http/envelope.ts';
import type { RouteContext } from './context.ts';

/** Accepts a missing purpose as 'register' (the spec's sign-up screen sends only the e-mail). */
function purposeOf(value: string): CodePurpose {
  if (value === '' || value === 'register') return 'register';
  if (value === 'reset') return 'reset';
  throw new ApiError(Code.operationFailed);
}

/** /login/*: availability check, verification codes, sign-up and sign-in. */
export function loginRoutes(app: FastifyInstance, { accounts }: RouteContext) {
  app.get('/login/checkUserNameOrPhone', async (request) => {
    const query = asFields(request.query);
    const available = await accounts.isAvailable(stringField(query, 'userName'));
    return success(request, { available });
  });

  app.post('/login/sendCode', async (request) => {
    const body = asFields(request.body);
    const result = await accounts.sendCode(
      stringField(body, 'email'),
      purposeOf(stringField(body, 'purpose')),
    );
    return success(request, result);
  });

  app.post('/login/register', async (request) => {
    const body = asFields(request.body);
    const session = await accounts.register({
      userName: stringField(body, 'userName'),
      email: stringField(body, 'email'),
      password: rawStringField(body, 'password'),
      code: stringField(body, 'code'),
      areaCode: optionalStringField(body, 'areaCode'),
      phone: optionalStringField(body, 'phone'),
      inviteCode: optionalStringField(body, 'inviteCode'),
    });
    return success(request, session);
  });

  app.post('/login/login', async (request) => {
    const body = asFields(request.body);
    const session = await accounts.login(stringField(body, 'userName'), rawStringField(body, 'password'));
    return success(request, session);
  });
}

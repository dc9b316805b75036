import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const SEND_CODE = `mutation ($input: SendCodeInput!) { sendCode(input: $input) {
  __typename ... on SendCodePayload { expiresAt } ... on Error { code message } } }`;
const REGISTER = `mutation ($input: RegisterInput!) { register(input: $input) {
  __typename ... on AuthPayload { token viewer { userName email kycStatus } } ... on Error { code message } } }`;
const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) {
  __typename ... on AuthPayload { token viewer { id userName } } ... on Error { code message } } }`;
const RESET = `mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) {
  __typename ... on ResetPasswordPayload { notice } ... on Error { code message } } }`;

type Result = { __typename: string; code?: string; token?: string; viewer?: { userName: string } };

async function registerUser(userName: string, email: string, password = 'secret123') {
  await stack.graphql(SEND_CODE, { input: { email, purpose: 'REGISTER' } });
  const code = stack.codes.last(email);
  const { data } = await stack.graphql<{ register: Result }>(REGISTER, {
    input: { userName, email, password, code, areaCode: '+49', phone: '1701234567' },
  });
  return data?.register;
}

describe('sign-in through the gateway', () => {
  it('registers with an emailed code, signs in by username or email, and reads the viewer', async () => {
    expect(
      (await stack.graphql<{ usernameAvailable: boolean }>('{ usernameAvailable(username: "alice_1") }'))
        .data,
    ).toEqual({ usernameAvailable: true });
    const registered = await registerUser('alice_1', 'alice@example.com');
    expect(registered?.__typename).toBe('AuthPayload');
    expect(registered?.viewer?.userName).toBe('alice_1');
    expect(
      (await stack.graphql<{ usernameAvailable: boolean }>('{ usernameAvailable(username: "alice_1") }'))
        .data,
    ).toEqual({ usernameAvailable: false });

    for (const account of ['alice_1', 'alice@example.com']) {
      const { data } = await stack.graphql<{ login: Result }>(LOGIN, {
        input: { account, password: 'secret123' },
      });
      expect(data?.login.__typename).toBe('AuthPayload');
      const token = data?.login.token ?? '';
      const viewer = await stack.graphql<{ viewer: { userName: string; kycStatus: string } }>(
        '{ viewer { userName kycStatus } }',
        {},
        { authorization: token },
      );
      expect(viewer.data?.viewer).toEqual({ userName: 'alice_1', kycStatus: 'NOT_VERIFIED' });
    }
  });

  it('answers a logged-out viewer with null and a rejected token with UNAUTHENTICATED', async () => {
    expect((await stack.graphql('{ viewer { userName } }')).data).toEqual({ viewer: null });
    const { errors } = await stack.graphql(
      '{ viewer { userName } }',
      {},
      { authorization: 'not-a-real-token' },
    );
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('logs out on the server: the token stops reading the viewer, and a second logout still succeeds', async () => {
    await registerUser('carol_3', 'carol@example.com');
    const { data } = await stack.graphql<{ login: Result }>(LOGIN, {
      input: { account: 'carol_3', password: 'secret123' },
    });
    const auth = { authorization: data?.login.token ?? '' };
    const LOGOUT =
      'mutation { logout { __typename ... on LogoutPayload { sessionEnded } ... on Error { code } } }';
    const out = await stack.graphql<{ logout: unknown }>(LOGOUT, {}, auth);
    expect(out.data?.logout).toEqual({ __typename: 'LogoutPayload', sessionEnded: true });
    const after = await stack.graphql('{ viewer { userName } }', {}, auth);
    expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const again = await stack.graphql<{ logout: unknown }>(LOGOUT, {}, auth);
    expect(again.data?.logout).toEqual({ __typename: 'LogoutPayload', sessionEnded: true });
  });

  it('returns typed errors for a bad login', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ account: 'nobody', password: 'wrong' }, 'CredentialsError', 'USER_NOT_FOUND'],
      [{ account: '', password: 'x' }, 'InputError', 'ACCOUNT_REQUIRED'],
    ];
    await registerUser('bob_2', 'bob@example.com');
    cases.push([{ account: 'bob_2', password: 'not-his' }, 'CredentialsError', 'PASSWORD_WRONG']);
    for (const [input, typename, code] of cases) {
      const { data } = await stack.graphql<{ login: Result }>(LOGIN, { input });
      expect(data?.login).toMatchObject({ __typename: typename, code });
    }
  });

  it('returns typed errors for bad registrations and leaves the first account intact', async () => {
    await registerUser('carol_3', 'carol@example.com');
    expect(await registerUser('carol_3', 'other@example.com')).toMatchObject({
      __typename: 'ConflictError',
      code: 'USERNAME_EXISTS',
    });
    const taken = await stack.graphql<{ sendCode: Result }>(SEND_CODE, {
      input: { email: 'carol@example.com', purpose: 'REGISTER' },
    });
    expect(taken.data?.sendCode).toMatchObject({ __typename: 'ConflictError', code: 'EMAIL_EXISTS' });
    const badEmail = await stack.graphql<{ sendCode: Result }>(SEND_CODE, {
      input: { email: 'not-an-email', purpose: 'REGISTER' },
    });
    expect(badEmail.data?.sendCode).toMatchObject({ __typename: 'InputError', code: 'EMAIL_INVALID' });
    await stack.graphql(SEND_CODE, { input: { email: 'dave@example.com', purpose: 'REGISTER' } });
    const wrongCode = await stack.graphql<{ register: Result }>(REGISTER, {
      input: { userName: 'dave_4', email: 'dave@example.com', password: 'secret123', code: '000000x' },
    });
    expect(wrongCode.data?.register).toMatchObject({
      __typename: 'VerificationCodeError',
      code: 'VERIFICATION_CODE_WRONG',
    });
    const again = await stack.graphql<{ sendCode: Result }>(SEND_CODE, {
      input: { email: 'dave@example.com', purpose: 'REGISTER' },
    });
    expect(again.data?.sendCode).toMatchObject({
      __typename: 'VerificationCodeError',
      code: 'CODE_SENDING_FAILED',
    });
    const login = await stack.graphql<{ login: Result }>(LOGIN, {
      input: { account: 'carol_3', password: 'secret123' },
    });
    expect(login.data?.login.__typename).toBe('AuthPayload');
  });

  it('resets a password with an emailed code and the MODIFIED notice', async () => {
    await registerUser('erin_5', 'erin@example.com');
    await stack.graphql(SEND_CODE, { input: { email: 'erin@example.com', purpose: 'RESET_PASSWORD' } });
    const code = stack.codes.last('erin@example.com');
    const { data } = await stack.graphql<{ resetPassword: { __typename: string; notice?: string } }>(RESET, {
      input: { email: 'erin@example.com', code, newPassword: 'brand-new-1' },
    });
    expect(data?.resetPassword).toEqual({ __typename: 'ResetPasswordPayload', notice: 'MODIFIED' });
    const oldPassword = await stack.graphql<{ login: Result }>(LOGIN, {
      input: { account: 'erin_5', password: 'secret123' },
    });
    expect(oldPassword.data?.login.code).toBe('PASSWORD_WRONG');
    const newPassword = await stack.graphql<{ login: Result }>(LOGIN, {
      input: { account: 'erin_5', password: 'brand-new-1' },
    });
    expect(newPassword.data?.login.__typename).toBe('AuthPayload');
  });
});

describe('the viewer of a new session', () => {
  it('answers login with the token and the account fields, read with the new token', async () => {
    await registerUser('frank_6', 'frank@example.com');
    const { data, errors } = await stack.graphql<{
      login: {
        token: string;
        viewer: { account: { balance: string; mode: string; optionsOrders: { totalCount: number } } };
      };
    }>(
      `mutation ($input: LoginInput!) { login(input: $input) { __typename
        ... on AuthPayload { token viewer { account(mode: DEMO) { balance mode optionsOrders(first: 1) { totalCount } } } }
        ... on Error { code } } }`,
      { input: { account: 'frank_6', password: 'secret123' } },
      { virtually: 'YES' },
    );
    expect(errors).toBeUndefined();
    expect(data?.login).toMatchObject({ __typename: 'AuthPayload' });
    expect(data?.login.token).toMatch(/\S/);
    expect(data?.login.viewer.account).toEqual({
      balance: '10000.00',
      mode: 'DEMO',
      optionsOrders: { totalCount: 0 },
    });
  });
});

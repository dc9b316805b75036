import type { Session } from '@swx/contract';
import { builder } from '../builder.ts';
import { noticeFor } from '../errors/catalogue.ts';
import {
  ConflictError,
  CredentialsError,
  InputError,
  ServiceError,
  VerificationCodeError,
} from '../errors/errors.ts';
import { UpstreamFailure } from '../upstream/client.ts';
import { checkUserNameOrPhone, login, logout, register, sendCode } from '../upstream/login.ts';
import { repassword } from '../upstream/user.ts';
import { NoticeCodeEnum } from './errors.ts';
import { typedMutation } from './typed-mutation.ts';
import { ViewerRef } from './viewer.ts';

const AuthPayload = builder.objectRef<Session>('AuthPayload').implement({
  fields: (t) => ({
    token: t.exposeString('token'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    viewer: t.field({
      type: ViewerRef,
      description: "The new session's user; its account fields are read with the new token.",
      resolve: (session) => ({ ...session.user, sessionToken: session.token }),
    }),
  }),
});

const SendCodePayload = builder.objectRef<{ expiresAt: number }>('SendCodePayload').implement({
  fields: (t) => ({ expiresAt: t.expose('expiresAt', { type: 'DateTime' }) }),
});

const ResetPasswordPayload = builder
  .objectRef<{ notice: ReturnType<typeof noticeFor> }>('ResetPasswordPayload')
  .implement({ fields: (t) => ({ notice: t.expose('notice', { type: NoticeCodeEnum, nullable: true }) }) });

const LogoutPayload = builder.objectRef<{ sessionEnded: boolean }>('LogoutPayload').implement({
  fields: (t) => ({
    sessionEnded: t.exposeBoolean('sessionEnded', {
      description: 'True once the token no longer works anywhere (also when it had ended before).',
    }),
  }),
});

const LoginInput = builder.inputType('LoginInput', {
  fields: (t) => ({
    account: t.string({ required: true, description: 'Username or email.' }),
    password: t.string({ required: true }),
  }),
});

const RegisterInput = builder.inputType('RegisterInput', {
  fields: (t) => ({
    userName: t.string({ required: true }),
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    code: t.string({ required: true }),
    areaCode: t.string(),
    phone: t.string(),
    inviteCode: t.string(),
  }),
});

const CodePurposeEnum = builder.enumType('CodePurpose', { values: ['REGISTER', 'RESET_PASSWORD'] as const });

const SendCodeInput = builder.inputType('SendCodeInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    purpose: t.field({ type: CodePurposeEnum, required: true }),
  }),
});

const ResetPasswordInput = builder.inputType('ResetPasswordInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    code: t.string({ required: true }),
    newPassword: t.string({ required: true }),
  }),
});

builder.queryField('usernameAvailable', (t) =>
  t.boolean({
    args: { username: t.arg.string({ required: true }) },
    // A malformed name is not available either; register() then says why (USERNAME_INVALID).
    resolve: async (_, args, ctx) => {
      try {
        return (await checkUserNameOrPhone(ctx.upstream, ctx.caller, args.username)).result.available;
      } catch (cause) {
        if (cause instanceof UpstreamFailure && cause.error instanceof InputError) return false;
        throw cause;
      }
    },
  }),
);

typedMutation('login', {
  type: AuthPayload,
  args: (t) => ({ input: t.field({ type: LoginInput, required: true }) }),
  errors: [InputError, CredentialsError, ServiceError],
  resolve: async ({ input }, ctx) => {
    await ctx.limit('login');
    const answer = await login(ctx.upstream, ctx.caller, {
      userName: input.account,
      password: input.password,
    });
    return answer.result;
  },
});

typedMutation('register', {
  type: AuthPayload,
  args: (t) => ({ input: t.field({ type: RegisterInput, required: true }) }),
  errors: [InputError, ConflictError, VerificationCodeError, ServiceError],
  resolve: async ({ input }, ctx) => {
    await ctx.limit('register');
    return (await register(ctx.upstream, ctx.caller, input)).result;
  },
});

typedMutation('sendCode', {
  type: SendCodePayload,
  args: (t) => ({ input: t.field({ type: SendCodeInput, required: true }) }),
  errors: [InputError, ConflictError, CredentialsError, VerificationCodeError, ServiceError],
  resolve: async ({ input }, ctx) => {
    await ctx.limit('sendCode');
    const purpose = input.purpose === 'REGISTER' ? 'register' : 'reset';
    return (await sendCode(ctx.upstream, ctx.caller, { email: input.email, purpose })).result;
  },
});

typedMutation('logout', {
  type: LogoutPayload,
  description:
    "Ends the caller's session on the server: the token stops working at once (the client forgets it too).",
  errors: [ServiceError],
  resolve: async (_, ctx) => {
    await logout(ctx.upstream, ctx.caller);
    return { sessionEnded: true };
  },
});

typedMutation('resetPassword', {
  type: ResetPasswordPayload,
  args: (t) => ({ input: t.field({ type: ResetPasswordInput, required: true }) }),
  errors: [InputError, CredentialsError, VerificationCodeError, ServiceError],
  resolve: async ({ input }, ctx) => {
    await ctx.limit('resetPassword');
    const body = { email: input.email, code: input.code, password: input.newPassword };
    const answer = await repassword(ctx.upstream, ctx.caller, body);
    return { notice: noticeFor(answer.notice) };
  },
});

import type { UserInfo } from '@swx/contract';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import type { CallerHeaders } from '../upstream/client.ts';

/** A viewer born of a login or sign-up carries the new session's token: its caller has none yet. */
export type ViewerSource = UserInfo & { sessionToken?: string };

/** The headers to read this viewer's own data with: the new session's token when there is one. */
export function viewerCaller(user: ViewerSource, ctx: GatewayContext): CallerHeaders {
  return user.sessionToken ? { ...ctx.caller, authorization: user.sessionToken } : ctx.caller;
}

/** users.kyc_status 0-3 in order (identification.ts reads them too). */
export const KYC_STATUSES = ['NOT_VERIFIED', 'PENDING', 'VERIFIED', 'FAILED'] as const;
export const KycStatusEnum = builder.enumType('KycStatus', { values: KYC_STATUSES });

export const ViewerRef = builder.objectRef<ViewerSource>('Viewer');

builder.node(ViewerRef, {
  id: { resolve: (user) => user.id },
  // Only the signed-in user can be loaded as a node: a viewer id never reveals anyone else.
  loadOne: async (id, ctx) => {
    if (!ctx.caller.authorization) return null;
    const result = await ctx.loaders.userInfo.load(ctx.caller.authorization);
    return String(result.id) === id ? result : null;
  },
  fields: (t) => ({
    userId: t.exposeInt('id'),
    userName: t.exposeString('userName'),
    email: t.exposeString('email'),
    areaCode: t.exposeString('areaCode', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    kycStatus: t.field({
      type: KycStatusEnum,
      resolve: (user) => KYC_STATUSES[user.kycStatus] ?? 'NOT_VERIFIED',
    }),
    inviteCode: t.exposeString('inviteCode'),
    creditScore: t.exposeInt('creditScore'),
    receiveAddress: t.exposeString('receiveAddress', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: ViewerRef,
    nullable: true,
    description: 'The signed-in user, or null when logged out.',
    // No token: logged out. A token the upstream rejects: UNAUTHENTICATED, so the client signs out.
    resolve: async (_, __, ctx) =>
      ctx.caller.authorization ? ctx.loaders.userInfo.load(ctx.caller.authorization) : null,
  }),
);

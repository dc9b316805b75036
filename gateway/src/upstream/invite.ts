import { Invitee, InviteReward, InviteSummary, Page } from '@swx/contract';
import type { CallerHeaders, UpstreamClient } from './client.ts';

type PageQuery = { pageNum: number; pageSize: number };

/** GET /user/invite */
export function getInvite(client: UpstreamClient, caller: CallerHeaders) {
  return client.call(InviteSummary, 'GET', '/user/invite', caller);
}

/** GET /user/listInvitees */
export function listInvitees(client: UpstreamClient, caller: CallerHeaders, query: PageQuery) {
  return client.call(Page(Invitee), 'GET', '/user/listInvitees', caller, { query });
}

/** GET /user/listInviteRewards */
export function listInviteRewards(client: UpstreamClient, caller: CallerHeaders, query: PageQuery) {
  return client.call(Page(InviteReward), 'GET', '/user/listInviteRewards', caller, { query });
}

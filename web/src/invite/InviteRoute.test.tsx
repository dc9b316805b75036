import { act, screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { InviteRouteQuery } from '../__generated__/InviteRouteQuery.graphql';
import en from '../locales/en.json';
import { renderWithRelay } from '../test-support/renderWithRelay';
import { InviteSections, inviteRouteQuery } from './InviteRoute';
import { absoluteInviteLink } from './inviteLink';

function answer(operation: OperationDescriptor, withPeople: boolean) {
  return MockPayloadGenerator.generate(operation, {
    Viewer: () => ({ id: 'viewer-1' }),
    Invite: () => ({
      inviteCode: 'AB12CD',
      inviteLink: '/pass/register?inviteCode=AB12CD',
      rewardRate: '0.05',
      inviteeCount: withPeople ? 2 : 0,
      rewards: withPeople ? [{ amount: '7.50', currency: 'USDT' }] : [],
    }),
    InviteeConnection: () => ({
      totalCount: withPeople ? 2 : 0,
      edges: withPeople
        ? [
            {
              cursor: 'c2',
              node: {
                userName: 'bo***b',
                registeredAt: '2026-11-20T10:00:00.000Z',
                firstDepositAt: '2026-11-21T10:00:00.000Z',
                reward: { amount: '7.50', currency: 'USDT' },
              },
            },
            {
              cursor: 'c1',
              node: {
                userName: 'al***e',
                registeredAt: '2026-11-19T10:00:00.000Z',
                firstDepositAt: null,
                reward: null,
              },
            },
          ]
        : [],
      pageInfo: { hasNextPage: false, endCursor: withPeople ? 'c1' : null },
    }),
    InviteRewardConnection: () => ({
      totalCount: withPeople ? 1 : 0,
      edges: withPeople
        ? [
            {
              cursor: 'r1',
              node: {
                id: 'reward-1',
                amount: '7.50',
                currency: 'USDT',
                inviteeUserName: 'bo***b',
                rechargeOrderNo: 'R100',
                createdAt: '2026-11-21T10:00:00.000Z',
              },
            },
          ]
        : [],
      pageInfo: { hasNextPage: false, endCursor: withPeople ? 'r1' : null },
    }),
  });
}

async function renderInvite(withPeople: boolean) {
  const rendered = await renderWithRelay(
    <Suspense fallback="loading">
      <InviteWithQuery />
    </Suspense>,
  );
  const query = rendered.environment.mock.getMostRecentOperation();
  act(() => rendered.environment.mock.resolve(query, answer(query, withPeople)));
  await screen.findByTestId('invite-code');
  return rendered;
}

/** The page's sections as the route renders them, from the route's query. */
function InviteWithQuery() {
  const { viewer } = useLazyLoadQuery<InviteRouteQuery>(inviteRouteQuery, {});
  return viewer ? <InviteSections viewer={viewer} /> : null;
}

describe('the invite page', () => {
  it('shows the code, the absolute link with copy buttons and a QR code, the rule and the totals', async () => {
    await renderInvite(true);
    expect(screen.getByTestId('invite-code').textContent).toBe('AB12CD');
    const link = `${window.location.origin}/pass/register?inviteCode=AB12CD`;
    expect(screen.getByTestId('invite-link').textContent).toBe(link);
    expect(screen.getByRole('button', { name: en.invite.copyCode })).toBeTruthy();
    expect(screen.getByRole('button', { name: en.invite.copyLink })).toBeTruthy();
    expect(await screen.findByRole('img', { name: en.invite.qrLabel })).toBeTruthy();
    expect(screen.getByText(/You earn 5% of each invited friend/)).toBeTruthy();
    expect(screen.getByTestId('invitee-count').textContent).toBe('2');
  });

  it('lists the invitees (masked names, first deposit, reward) and the rewards', async () => {
    await renderInvite(true);
    const invitees = within(screen.getByTestId('invitee-list')).getAllByRole('listitem');
    expect(invitees).toHaveLength(2);
    expect(invitees[0]?.textContent).toContain('bo***b');
    expect(invitees[0]?.textContent).toContain('Reward: 7.50 USDT');
    expect(invitees[1]?.textContent).toContain('al***e');
    expect(invitees[1]?.textContent).toContain(en.invite.noDepositYet);
    const rewards = within(screen.getByTestId('reward-list')).getAllByRole('listitem');
    expect(rewards[0]?.textContent).toContain("From bo***b's deposit R100");
    expect(rewards[0]?.textContent).toContain('+7.50 USDT');
  });

  it('shows the empty states before anyone registered with the code', async () => {
    await renderInvite(false);
    expect(screen.getByText(en.invite.inviteesEmpty)).toBeTruthy();
    expect(screen.getByText(en.invite.rewardsEmpty)).toBeTruthy();
    expect(screen.getByText(en.invite.noRewardsYet)).toBeTruthy();
  });

  it('makes the relative link absolute on the app origin and keeps an absolute one', () => {
    expect(absoluteInviteLink('/pass/register?inviteCode=X1', 'https://swx.example')).toBe(
      'https://swx.example/pass/register?inviteCode=X1',
    );
    expect(absoluteInviteLink('https://other.example/r?c=1', 'https://swx.example')).toBe(
      'https://other.example/r?c=1',
    );
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { NotificationsRouteQuery } from '../__generated__/NotificationsRouteQuery.graphql';
import en from '../locales/en.json';
import { renderWithRelay } from '../test-support/renderWithRelay';
import { NotificationList } from './NotificationList';
import { notificationsRouteQuery } from './NotificationsRoute';

type Row = {
  id: string;
  type: string;
  amount: string | null;
  currency: string | null;
  reference: string | null;
  remark: string | null;
  read: boolean;
};

const rows: Row[] = [
  {
    id: 'n3',
    type: 'RECHARGE_APPROVED',
    amount: '150',
    currency: 'USDT',
    reference: 'R100',
    remark: null,
    read: false,
  },
  {
    id: 'n2',
    type: 'WITHDRAWAL_REJECTED',
    amount: '0.015',
    currency: 'BTC',
    reference: 'W7',
    remark: 'address on a sanctions list',
    read: false,
  },
  {
    id: 'n1',
    type: 'PASSWORD_CHANGED',
    amount: null,
    currency: null,
    reference: null,
    remark: 'change',
    read: true,
  },
];

function Notifications() {
  const { viewer } = useLazyLoadQuery<NotificationsRouteQuery>(notificationsRouteQuery, {});
  return viewer ? <NotificationList viewer={viewer} /> : null;
}

function answer(operation: OperationDescriptor, items: Row[], hasNextPage = false) {
  return MockPayloadGenerator.generate(operation, {
    Viewer: () => ({ id: 'viewer-1', unreadNotificationCount: items.filter((item) => !item.read).length }),
    NotificationConnection: () => ({
      totalCount: items.length + (hasNextPage ? 1 : 0),
      edges: items.map((item) => ({
        cursor: `cursor-${item.id}`,
        node: { ...item, createdAt: '2026-11-23T10:00:00.000Z' },
      })),
      pageInfo: { hasNextPage, endCursor: items.length ? `cursor-${items.at(-1)?.id}` : null },
    }),
  });
}

async function renderList(items: Row[], hasNextPage = false) {
  const rendered = await renderWithRelay(
    <Suspense fallback="loading">
      <Notifications />
    </Suspense>,
  );
  const query = rendered.environment.mock.getMostRecentOperation();
  act(() => rendered.environment.mock.resolve(query, answer(query, items, hasNextPage)));
  await screen.findByText(en.notifications.markAllRead);
  return { ...rendered, user: userEvent.setup() };
}

function shownItems() {
  return screen.queryAllByTestId('notification-item');
}

describe('the notification list', () => {
  it('writes each notification from its type and fields, newest first, and marks the unread ones', async () => {
    await renderList(rows);
    const items = shownItems();
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain('Deposit approved');
    expect(items[0]?.textContent).toContain('Deposit R100 was approved: 150.00 USDT has been credited');
    expect(items[0]?.getAttribute('data-unread')).toBe('true');
    expect(within(items[0] as HTMLElement).getByText(/Unread/)).toBeTruthy();
    // BTC keeps its own places; the operator's remark is the reason.
    expect(items[1]?.textContent).toContain('Withdrawal W7 of 0.015 BTC was rejected');
    expect(items[1]?.textContent).toContain('Reason: address on a sanctions list');
    expect(items[2]?.textContent).toContain('Login password changed');
    expect(items[2]?.getAttribute('data-unread')).toBeNull();
    expect(screen.getByText('3 in total, 2 unread')).toBeTruthy();
  });

  it('marks one notification read by its id and shows it read from the answer', async () => {
    const { environment, user } = await renderList(rows);
    await user.click(screen.getByRole('button', { name: 'Mark as read: Deposit approved' }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('useMarkNotificationsReadMutation');
    expect(mutation.request.variables).toEqual({ ids: ['n3'] });
    act(() =>
      environment.mock.resolve(mutation, {
        data: {
          markNotificationsRead: {
            __typename: 'MarkNotificationsReadPayload',
            unreadNotificationCount: 1,
            notifications: [{ id: 'n3', read: true }],
            viewer: { id: 'viewer-1', unreadNotificationCount: 1 },
          },
        },
      }),
    );
    await waitFor(() => expect(shownItems()[0]?.getAttribute('data-unread')).toBeNull());
    expect(screen.getByText('3 in total, 1 unread')).toBeTruthy();
  });

  it('marks all read: every loaded notification shows read and the button turns off', async () => {
    const { environment, user } = await renderList(rows);
    await user.click(screen.getByRole('button', { name: en.notifications.markAllRead }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.variables).toEqual({ ids: null });
    act(() =>
      environment.mock.resolve(mutation, {
        data: {
          markNotificationsRead: {
            __typename: 'MarkNotificationsReadPayload',
            unreadNotificationCount: 0,
            notifications: [],
            viewer: { id: 'viewer-1', unreadNotificationCount: 0 },
          },
        },
      }),
    );
    await waitFor(() => expect(shownItems().every((item) => !item.hasAttribute('data-unread'))).toBe(true));
    expect(screen.getByRole('button', { name: en.notifications.markAllRead }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('says so when a mark is refused, keeping the list as it was', async () => {
    const { environment, user } = await renderList(rows);
    await user.click(screen.getByRole('button', { name: 'Mark as read: Deposit approved' }));
    const mutation = environment.mock.getMostRecentOperation();
    act(() =>
      environment.mock.resolve(mutation, {
        data: { markNotificationsRead: { __typename: 'ServiceError', code: 'UPSTREAM_UNAVAILABLE' } },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', en.errors.UPSTREAM_UNAVAILABLE);
    expect(shownItems()[0]?.getAttribute('data-unread')).toBe('true');
  });

  it('shows the empty state without notifications', async () => {
    await renderList([]);
    expect(screen.getByText(en.notifications.empty)).toBeTruthy();
    expect(screen.getByRole('button', { name: en.notifications.markAllRead }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('loads the next page with the last cursor', async () => {
    const { environment, user } = await renderList(rows, true);
    await user.click(screen.getByRole('button', { name: en.common.loadMore }));
    const page = environment.mock.getMostRecentOperation();
    expect(page.request.node.params.name).toBe('NotificationListPaginationQuery');
    expect(page.request.variables).toMatchObject({ cursor: 'cursor-n1', count: 20 });
    act(() =>
      environment.mock.resolve(
        page,
        answer(page, [
          {
            id: 'n0',
            type: 'INVITE_REWARD',
            amount: '7.5',
            currency: 'USDT',
            reference: 'R9',
            remark: null,
            read: true,
          },
        ]),
      ),
    );
    await waitFor(() => expect(shownItems()).toHaveLength(4));
    expect(shownItems()[3]?.textContent).toContain(
      "You earned 7.50 USDT from a friend's first deposit (R9).",
    );
  });
});

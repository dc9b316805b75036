import type { OrderStatus } from '../__generated__/ProfileOrdersPaginationQuery.graphql';

export type KnownOrderStatus = Exclude<OrderStatus, '%future added value'>;

export const orderStatuses: readonly KnownOrderStatus[] = ['OPEN', 'CLOSED', 'FAILED'];

/**
 * `/profile?orders=closed`: the order tab the URL names (links such as the timeout message use
 * it); null when it names none, and the page opens on a tab that has orders (ProfileOrders).
 */
export function orderStatusFromUrl(url: URL): KnownOrderStatus | null {
  const value = url.searchParams.get('orders')?.toUpperCase();
  return orderStatuses.find((status) => status === value) ?? null;
}

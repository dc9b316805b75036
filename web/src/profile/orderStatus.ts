import type { OrderStatus } from '../__generated__/ProfileOrdersPaginationQuery.graphql';

export type KnownOrderStatus = Exclude<OrderStatus, '%future added value'>;

export const orderStatuses: readonly KnownOrderStatus[] = ['OPEN', 'CLOSED', 'FAILED'];

/** `/profile?orders=closed`: the order tab from the URL (links such as the timeout message use it). */
export function orderStatusFromUrl(url: URL): KnownOrderStatus {
  const value = url.searchParams.get('orders')?.toUpperCase();
  return orderStatuses.find((status) => status === value) ?? 'OPEN';
}

/** The order detail is a sub-route of the account, so it can be linked, reloaded and shared. */
export function orderDetailPath(orderId: string): string {
  return `/profile/orders/${encodeURIComponent(orderId)}`;
}

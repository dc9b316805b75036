import { ConnectionHandler, type RecordSourceProxy } from 'relay-runtime';

/** The connection the open-positions list reads (OpenPositions.tsx). */
export const openPositionsConnection = {
  key: 'OpenPositions_optionsOrders',
  filters: { status: 'OPEN' },
} as const;

/**
 * Puts an order just placed at the top of the account's open positions, when that list is in the
 * store (otherwise its next load brings the order from the gateway). Once there it is shown,
 * counted down and followed like any other running order.
 */
export function addOpenPosition(store: RecordSourceProxy, accountId: string, orderId: string): void {
  const account = store.get(accountId);
  const order = store.get(orderId);
  if (!account || !order) return;
  const connection = ConnectionHandler.getConnection(
    account,
    openPositionsConnection.key,
    openPositionsConnection.filters,
  );
  if (!connection) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === orderId)) return;
  const edge = ConnectionHandler.createEdge(store, connection, order, 'OptionsOrderConnectionEdge');
  ConnectionHandler.insertEdgeBefore(connection, edge);
  const total = connection.getValue('totalCount');
  if (typeof total === 'number') connection.setValue(total + 1, 'totalCount');
}

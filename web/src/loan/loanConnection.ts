import { ConnectionHandler } from 'relay-runtime';

/** Where the loan records live in the store, so a new request appears at their top. */
export function loansConnection(viewerId: string): string {
  return ConnectionHandler.getConnectionID(viewerId, 'LoanRecords_loans');
}

/**
 * What a withdrawal's "received" figure means in its state: under review or approved it is what
 * will arrive, completed it is what arrived, rejected nothing left (the held amount is back in the
 * balance). A record never says "received" before the coins were sent.
 */
export type WithdrawalReceipt = 'toReceive' | 'received' | 'nothingSent';

export function withdrawalReceipt(status: string): WithdrawalReceipt {
  if (status === 'COMPLETED') return 'received';
  if (status === 'REJECTED') return 'nothingSent';
  return 'toReceive';
}

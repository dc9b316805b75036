import {
  isReceiveAddress,
  receiveAddressFormats,
  receiveAddressNetwork,
} from '@swx/contract/receive-address';
import type { Db } from '../db/db.ts';
import { Code } from '../http/codes.ts';
import { ApiError, inputInvalid } from '../http/envelope.ts';
import { isCurrency } from './currencies.ts';
import { type ChannelAddress, moneyParamKeys, storedRechargeChannels } from './money-params.ts';

export type ReceiveAddressState = ChannelAddress & { state: 'configured' | 'not configured' | 'malformed' };

/** Each deposit channel with its stored address and whether a page shows it. */
export async function receiveAddressStates(db: Db): Promise<ReceiveAddressState[]> {
  return (await storedRechargeChannels(db)).map((channel) => ({
    ...channel,
    state:
      channel.address === ''
        ? 'not configured'
        : isReceiveAddress(channel.network, channel.address)
          ? 'configured'
          : 'malformed',
  }));
}

/** Code 400 naming the format the network's addresses have, for the operator who typed another. */
function malformedAddress(network: string): ApiError {
  const known = receiveAddressNetwork(network);
  const expected = known ? receiveAddressFormats[known] : 'a network whose address format is known';
  const text = `malformed ${network} receive address: expected ${expected}`;
  return new ApiError(
    Code.badRequest,
    200,
    { reason: 'ADDRESS_FORMAT', field: 'address', expected },
    () => text,
  );
}

/**
 * Sets (or, with an empty address, clears) the platform's receive address of one existing deposit
 * channel in `recharge_channels`. A malformed address is refused and nothing changes: the deposit
 * page would otherwise show coins a destination no wallet can reach.
 */
export async function setReceiveAddress(
  db: Db,
  now: number,
  input: { currency: string; network: string; address: string },
): Promise<ReceiveAddressState> {
  const currency = input.currency.trim().toUpperCase();
  const address = input.address.trim();
  if (!isCurrency(currency)) throw inputInvalid('currency');
  if (address !== '' && !isReceiveAddress(input.network, address)) throw malformedAddress(input.network);
  return db.transaction(async (tx) => {
    await tx.query('SELECT key FROM params WHERE key = $1 FOR UPDATE', [moneyParamKeys.rechargeChannels]);
    const channels = await storedRechargeChannels(tx);
    const index = channels.findIndex(
      (c) => c.currency === currency && c.network.toLowerCase() === input.network.trim().toLowerCase(),
    );
    const channel = channels[index];
    if (!channel) throw inputInvalid('network');
    const updated = { ...channel, address };
    channels[index] = updated;
    const rows = await tx.query(
      'UPDATE params SET value = $2, updated_at = $3 WHERE key = $1 RETURNING key',
      [moneyParamKeys.rechargeChannels, JSON.stringify(channels), now],
    );
    if (rows.length === 0) throw new ApiError(Code.systemParamFailed);
    return { ...updated, state: address === '' ? 'not configured' : 'configured' };
  });
}

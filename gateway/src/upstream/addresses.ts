import { type AddressInput, type AddressUpdate, Nothing, WalletAddress } from '@swx/contract';
import * as v from 'valibot';
import type { CallerHeaders, UpstreamClient } from './client.ts';

/** GET /address/list */
export function listAddresses(client: UpstreamClient, caller: CallerHeaders) {
  return client.call(v.array(WalletAddress), 'GET', '/address/list', caller);
}

/** POST /address/add */
export function addAddress(client: UpstreamClient, caller: CallerHeaders, body: AddressInput) {
  return client.call(WalletAddress, 'POST', '/address/add', caller, { body });
}

/** POST /address/update */
export function updateAddress(client: UpstreamClient, caller: CallerHeaders, body: AddressUpdate) {
  return client.call(WalletAddress, 'POST', '/address/update', caller, { body });
}

/** DELETE /address/delete/{id} */
export function deleteAddress(client: UpstreamClient, caller: CallerHeaders, id: number) {
  return client.call(Nothing, 'DELETE', `/address/delete/${id}`, caller);
}

import type { FastifyInstance } from 'fastify';
import { asFields, type TextRule, textField } from '../http/body.ts';
import { success } from '../http/envelope.ts';
import { moneyRules } from '../http/input-rules.ts';
import { receiveAddressStates, setReceiveAddress } from '../money/receive-addresses.ts';
import type { RouteContext } from './context.ts';

/** Any text up to the longest address: the network's own format is checked next, with its message. */
const receiveAddressRule: TextRule = { field: 'address', max: 128 };

/**
 * The platform's receive addresses, inside /swx/ops (registered by opsRoutes, behind its token):
 * each deposit channel's address and whether it is shown, and setting or clearing one. A malformed
 * address is refused with the format its network expects.
 */
export function depositAddressOpsRoutes(ops: FastifyInstance, { db, clock }: RouteContext) {
  ops.get('/deposit-addresses', async (request) => success(request, await receiveAddressStates(db)));

  ops.post('/deposit-addresses', async (request) => {
    const body = asFields(request.body);
    const input = {
      currency: textField(body, moneyRules.currency),
      network: textField(body, moneyRules.network),
      address: textField(body, receiveAddressRule),
    };
    return success(request, await setReceiveAddress(db, clock.now(), input));
  });
}

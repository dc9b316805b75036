import type { Output } from './ops-command.ts';

export const depositAddressUsage = `  deposit-addresses list            (each deposit channel's receive address: configured, not configured or malformed)
  deposit-addresses set <currency> <network> <address>   (checked against the network's format first)
  deposit-addresses clear <currency> <network>           (deposits there close until an address is set)`;

type Envelope = { code: number; msg: string; result: unknown };
type AddressState = { currency: string; network: string; address: string; state: string };

const describe = (channel: AddressState) =>
  `${channel.currency}/${channel.network} ${channel.state}${channel.address ? ` ${channel.address}` : ''}`;

/** `npm run ops -- deposit-addresses …` against the operator API (/swx/ops/deposit-addresses). */
export async function runDepositAddressOps(
  args: readonly string[],
  io: Output,
  base: string,
  token: string,
): Promise<number> {
  const [action, currency, network, address] = args;
  const valid =
    (action === 'list' && args.length === 1) ||
    (action === 'set' && args.length === 4) ||
    (action === 'clear' && args.length === 3);
  if (!valid) {
    io.err(`unknown or incomplete action: ${args.join(' ') || '(none)'}\n${depositAddressUsage}`);
    return 2;
  }
  const headers: Record<string, string> = { 'x-operator-token': token };
  const init: RequestInit =
    action === 'list'
      ? { method: 'GET', headers }
      : {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ currency, network, address: action === 'set' ? address : '' }),
        };
  let envelope: Envelope;
  try {
    envelope = (await (await fetch(`${base}/swx/ops/deposit-addresses`, init)).json()) as Envelope;
  } catch (error) {
    io.err(`cannot reach the upstream at ${base}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  if (envelope.code !== 200) {
    io.err(`refused: ${envelope.code} ${envelope.msg}`);
    return envelope.code === 401 ? 2 : 1;
  }
  const result = envelope.result as AddressState | AddressState[];
  for (const channel of Array.isArray(result) ? result : [result]) io.out(describe(channel));
  return 0;
}

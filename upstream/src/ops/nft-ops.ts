import type { NftItem, Page } from '@swx/contract';
import type { Output } from './ops-command.ts';

export const nftUsage = `  nfts list [--page N]
  nfts add --title "…" --creator "…" --chain ETH|BSC|POLYGON|TRON --start-price 50 --increment 5
           [--editions 10] [--round-seconds 86400] [--address 0x…] [--style orbits|tides|mosaic|bloom]
           (a new NFT; its first round starts now; without --address it is marked simulated)`;

type Envelope = { code: number; msg: string; result: unknown };

function describe(nft: NftItem): string {
  const bid = nft.currentBid ? `bid ${nft.currentBid}` : `starts ${nft.startPrice}`;
  const ends = nft.endsAt ? `ends ${new Date(nft.endsAt).toISOString()}` : 'sold out';
  return `#${nft.id} ${nft.title} by ${nft.creator} (${nft.chain}) edition ${nft.edition}/${nft.editions} ${bid} ${nft.currency}, ${ends}, donated ${nft.donationTotal}`;
}

function flagsOf(args: readonly string[]): Record<string, string> | string {
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) {
    const name = args[i] ?? '';
    const value = args[i + 1];
    if (!name.startsWith('--') || value === undefined) return `unexpected argument: ${name}`;
    flags[name.slice(2)] = value;
  }
  return flags;
}

/** `npm run ops -- nfts …` against the operator API (/swx/ops/nfts). */
export async function runNftOps(
  args: readonly string[],
  io: Output,
  base: string,
  token: string,
): Promise<number> {
  const [action, ...rest] = args;
  const flags = flagsOf(rest);
  if (typeof flags === 'string' || (action !== 'list' && action !== 'add')) {
    io.err(`${typeof flags === 'string' ? flags : `unknown action: ${action ?? '(none)'}`}\n${nftUsage}`);
    return 2;
  }
  const headers: Record<string, string> = { 'x-operator-token': token };
  let url = `${base}/swx/ops/nfts`;
  const init: RequestInit = { method: 'GET', headers };
  if (action === 'list') {
    if (flags.page) url += `?pageNum=${encodeURIComponent(flags.page)}`;
  } else {
    init.method = 'POST';
    init.headers = { ...headers, 'content-type': 'application/json' };
    init.body = JSON.stringify({
      title: flags.title,
      creator: flags.creator,
      chain: flags.chain,
      address: flags.address,
      startPrice: flags['start-price'],
      minIncrement: flags.increment,
      editions: flags.editions,
      roundSeconds: flags['round-seconds'],
      style: flags.style,
    });
  }
  let envelope: Envelope;
  try {
    envelope = (await (await fetch(url, init)).json()) as Envelope;
  } catch (error) {
    io.err(`cannot reach the upstream at ${base}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  if (envelope.code !== 200) {
    io.err(
      `refused: ${envelope.code} ${envelope.msg}${envelope.result ? ` ${JSON.stringify(envelope.result)}` : ''}`,
    );
    return envelope.code === 401 ? 2 : 1;
  }
  if (action === 'list') {
    const page = envelope.result as Page<NftItem>;
    for (const nft of page.list) io.out(describe(nft));
    io.out(`${page.list.length} of ${page.total} (page ${page.pageNum})`);
  } else io.out(describe(envelope.result as NftItem));
  return 0;
}

import { createHash, randomInt } from 'node:crypto';
import type { NftChain } from '@swx/contract';
import type { Queryable } from '../db/db.ts';
import { type Fields, integerField, textField } from '../http/body.ts';
import { inputInvalid } from '../http/envelope.ts';
import { parseUnits } from '../money/currencies.ts';
import { type ArtStyle, artStyles, isArtStyle } from './nft-art.ts';
import { nftRules } from './nft-rules.ts';

export const nftChains: readonly NftChain[] = ['ETH', 'BSC', 'POLYGON', 'TRON'];

export function isNftChain(value: string): value is NftChain {
  return (nftChains as readonly string[]).includes(value);
}

/** A new NFT as stored: prices in USDT cents. */
export type NewNft = {
  slug: string;
  title: string;
  creator: string;
  chain: NftChain;
  contractAddress: string;
  simulated: boolean;
  artStyle: ArtStyle;
  artSeed: number;
  startPriceUnits: bigint;
  minIncrementUnits: bigint;
  editions: number;
  roundSeconds: number;
  /** When the first round ends. */
  endsAt: number;
};

const base58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * A contract address in the chain's own format, derived from the slug: 0x + 40 hex on the EVM
 * chains, T + 33 base58 characters on TRON. Marked `simulated`: nothing is deployed there.
 */
export function derivedAddress(chain: NftChain, slug: string): string {
  const digest = createHash('sha512').update(`swx-nft:${slug}`).digest();
  if (chain !== 'TRON') return `0x${digest.toString('hex').slice(0, 40)}`;
  return `T${[...digest.subarray(0, 33)].map((byte) => base58[byte % 58]).join('')}`;
}

export async function insertNft(tx: Queryable, nft: NewNft, now: number): Promise<number | null> {
  const rows = await tx.query<{ id: unknown }>(
    `INSERT INTO nfts (slug, title, creator, chain, contract_address, simulated, art_style, art_seed,
       start_price_units, min_increment_units, editions, round_seconds, ends_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::numeric, $10::numeric, $11, $12, $13, $14)
     ON CONFLICT (slug) DO NOTHING RETURNING id`,
    [
      nft.slug,
      nft.title,
      nft.creator,
      nft.chain,
      nft.contractAddress,
      nft.simulated,
      nft.artStyle,
      nft.artSeed,
      nft.startPriceUnits.toString(),
      nft.minIncrementUnits.toString(),
      nft.editions,
      nft.roundSeconds,
      nft.endsAt,
      now,
    ],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

function positiveUsdt(body: Fields, rule: (typeof nftRules)['startPrice' | 'minIncrement']): bigint {
  const units = parseUnits(textField(body, rule), 'USDT');
  if (units === undefined || units <= 0n) throw inputInvalid(rule.field);
  return units;
}

function requiredText(body: Fields, rule: (typeof nftRules)['title' | 'creator']): string {
  const value = textField(body, rule);
  if (value === '') throw inputInvalid(rule.field);
  return value;
}

/**
 * POST /swx/ops/nfts: the operator lists a new NFT. Without `address` the contract address is
 * derived and the NFT marked simulated; without `style` the artwork style is drawn at random.
 */
export function readListing(body: Fields, now: number): NewNft {
  const title = requiredText(body, nftRules.title);
  const creator = requiredText(body, nftRules.creator);
  const chain = textField(body, nftRules.chain).toUpperCase();
  if (!isNftChain(chain)) throw inputInvalid('chain');
  const slug = `ops-${now.toString(36)}-${randomInt(0, 2 ** 31).toString(36)}`;
  const address = textField(body, nftRules.address);
  const style = textField(body, nftRules.style);
  if (style !== '' && !isArtStyle(style)) throw inputInvalid('style');
  const roundSeconds = integerField(body, {
    field: 'roundSeconds',
    min: 10,
    max: 2_592_000,
    fallback: 86_400,
  });
  return {
    slug,
    title,
    creator,
    chain,
    contractAddress: address || derivedAddress(chain, slug),
    simulated: address === '',
    artStyle: isArtStyle(style) ? style : (artStyles[randomInt(0, artStyles.length)] ?? 'orbits'),
    artSeed: randomInt(0, 2 ** 31),
    startPriceUnits: positiveUsdt(body, nftRules.startPrice),
    minIncrementUnits: positiveUsdt(body, nftRules.minIncrement),
    editions: integerField(body, { field: 'editions', min: 1, max: 1000, fallback: 1 }),
    roundSeconds,
    endsAt: now + roundSeconds * 1000,
  };
}

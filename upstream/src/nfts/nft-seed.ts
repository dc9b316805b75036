import type { NftChain } from '@swx/contract';
import type { Queryable } from '../db/db.ts';
import type { ArtStyle } from './nft-art.ts';
import { derivedAddress, insertNft } from './nft-listing.ts';

type SeedNft = {
  slug: string;
  title: string;
  style: ArtStyle;
  seed: number;
  chain: NftChain;
  startPrice: number;
  increment: number;
  editions: number;
  roundHours: number;
  /** Minutes from the first start to the end of the first round, so rounds end at different times. */
  firstEndMinutes: number;
};

/**
 * The NFTs a fresh database lists: artwork drawn by this repository's generator (nft-art.ts), so
 * the creator is the generator's series, and the chain record is generated (marked simulated).
 * Titles are the works' names and are not translated, as titles of artworks are not.
 */
const seedNfts: readonly SeedNft[] = [
  {
    slug: 'orbit-lullaby',
    title: 'Orbit Lullaby',
    style: 'orbits',
    seed: 101,
    chain: 'ETH',
    startPrice: 50,
    increment: 5,
    editions: 10,
    roundHours: 24,
    firstEndMinutes: 95,
  },
  {
    slug: 'harbour-tides',
    title: 'Harbour Tides',
    style: 'tides',
    seed: 202,
    chain: 'POLYGON',
    startPrice: 20,
    increment: 1,
    editions: 25,
    roundHours: 12,
    firstEndMinutes: 40,
  },
  {
    slug: 'small-hands-mosaic',
    title: 'Small Hands Mosaic',
    style: 'mosaic',
    seed: 303,
    chain: 'BSC',
    startPrice: 35,
    increment: 2,
    editions: 15,
    roundHours: 24,
    firstEndMinutes: 300,
  },
  {
    slug: 'paper-bloom',
    title: 'Paper Bloom',
    style: 'bloom',
    seed: 404,
    chain: 'ETH',
    startPrice: 80,
    increment: 5,
    editions: 8,
    roundHours: 48,
    firstEndMinutes: 1300,
  },
  {
    slug: 'night-kite',
    title: 'Night Kite',
    style: 'orbits',
    seed: 505,
    chain: 'TRON',
    startPrice: 25,
    increment: 1,
    editions: 20,
    roundHours: 6,
    firstEndMinutes: 170,
  },
  {
    slug: 'quiet-tide',
    title: 'Quiet Tide',
    style: 'tides',
    seed: 606,
    chain: 'ETH',
    startPrice: 120,
    increment: 10,
    editions: 5,
    roundHours: 72,
    firstEndMinutes: 2500,
  },
  {
    slug: 'crayon-city',
    title: 'Crayon City',
    style: 'mosaic',
    seed: 707,
    chain: 'POLYGON',
    startPrice: 15,
    increment: 1,
    editions: 30,
    roundHours: 6,
    firstEndMinutes: 25,
  },
  {
    slug: 'sunflower-morning',
    title: 'Sunflower Morning',
    style: 'bloom',
    seed: 808,
    chain: 'BSC',
    startPrice: 40,
    increment: 2,
    editions: 12,
    roundHours: 24,
    firstEndMinutes: 610,
  },
  {
    slug: 'little-comet',
    title: 'Little Comet',
    style: 'orbits',
    seed: 909,
    chain: 'POLYGON',
    startPrice: 30,
    increment: 2,
    editions: 18,
    roundHours: 12,
    firstEndMinutes: 480,
  },
  {
    slug: 'rain-garden',
    title: 'Rain Garden',
    style: 'bloom',
    seed: 1001,
    chain: 'TRON',
    startPrice: 60,
    increment: 5,
    editions: 10,
    roundHours: 24,
    firstEndMinutes: 900,
  },
];

const seriesName: Record<ArtStyle, string> = {
  orbits: 'SWX Generative Lab · Orbits',
  tides: 'SWX Generative Lab · Tides',
  mosaic: 'SWX Generative Lab · Mosaic',
  bloom: 'SWX Generative Lab · Bloom',
};

/** Lists the seeded NFTs that are absent (by slug); an operator's later changes stay. */
export async function seedNftListings(tx: Queryable, now: number): Promise<void> {
  for (const nft of seedNfts) {
    await insertNft(
      tx,
      {
        slug: nft.slug,
        title: nft.title,
        creator: seriesName[nft.style],
        chain: nft.chain,
        contractAddress: derivedAddress(nft.chain, nft.slug),
        simulated: true,
        artStyle: nft.style,
        artSeed: nft.seed,
        startPriceUnits: BigInt(nft.startPrice * 100),
        minIncrementUnits: BigInt(nft.increment * 100),
        editions: nft.editions,
        roundSeconds: nft.roundHours * 3600,
        endsAt: now + nft.firstEndMinutes * 60_000,
      },
      now,
    );
  }
}

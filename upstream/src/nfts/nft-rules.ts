import type { TextRule } from '../http/body.ts';
import { Code } from '../http/codes.ts';

/** Bounds of every NFT input (docs/upstream-contract.md, "Charity NFTs"). */
export const nftRules = {
  nftId: { field: 'nftId', max: 16 },
  id: { field: 'id', max: 16, pattern: /^\d{1,15}$/ },
  amount: { field: 'amount', max: 32, code: Code.purchaseAmountWrong },
  chain: { field: 'chain', max: 16 },
  status: { field: 'status', max: 16 },
  sort: { field: 'sort', max: 16 },
  price: { field: 'minPrice', max: 32 },
  maxPrice: { field: 'maxPrice', max: 32 },
  type: { field: 'type', max: 16 },
  // The operator's listing (POST /swx/ops/nfts).
  title: { field: 'title', max: 80 },
  creator: { field: 'creator', max: 80 },
  address: { field: 'address', max: 128, pattern: /^[A-Za-z0-9]{10,128}$/ },
  startPrice: { field: 'startPrice', max: 32 },
  minIncrement: { field: 'minIncrement', max: 32 },
  style: { field: 'style', max: 16 },
} satisfies Record<string, TextRule>;

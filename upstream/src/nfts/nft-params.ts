import type { Queryable } from '../db/db.ts';
import { Code } from '../http/codes.ts';
import { ApiError } from '../http/envelope.ts';
import { parseUnits } from '../money/currencies.ts';
import { paramValue } from '../money/money-params.ts';

/** The operator's NFT parameters (the `params` table; each read takes the current value). */
export const nftParamKeys = {
  beneficiary: 'nft_beneficiary',
  kycThreshold: 'nft_kyc_threshold',
} as const;

export const seedNftParams = [
  {
    key: nftParamKeys.beneficiary,
    value: '',
    description:
      "NFT sales: the name of the charity beneficiary the operator pays the donations to, shown to users ('' = not named)",
  },
  {
    key: nftParamKeys.kycThreshold,
    value: '1000.00',
    description: 'NFT bids at or above this USDT amount need a verified identity (code 10022); empty = never',
  },
];

/** The beneficiary's name as the operator wrote it; '' when not named (clients say "the operator's charity"). */
export async function nftBeneficiary(db: Queryable): Promise<string> {
  return ((await paramValue(db, nftParamKeys.beneficiary)) ?? '').trim();
}

/** The KYC threshold in USDT cents, or null when no bid needs a verified identity. Malformed: 10018. */
export async function nftKycThresholdUnits(db: Queryable): Promise<bigint | null> {
  const raw = ((await paramValue(db, nftParamKeys.kycThreshold)) ?? '').trim();
  if (raw === '') return null;
  const units = parseUnits(raw, 'USDT');
  if (units === undefined) throw new ApiError(Code.systemParamFailed);
  return units;
}

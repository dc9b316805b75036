import type { RechargeChannel, WithdrawMethod } from '@swx/contract';
import { formatScaled, parseDecimal } from '@swx/contract/decimal';
import { isReceiveAddress } from '@swx/contract/receive-address';
import type { Queryable } from '../db/db.ts';
import { Code } from '../http/codes.ts';
import { ApiError } from '../http/envelope.ts';
import { parseBoundedDecimal } from '../trading/money.ts';
import { type Currency, currencies, formatUnits, isCurrency, parseUnits } from './currencies.ts';

/**
 * The operator's money parameters (the `params` table, editable while the server runs; each read
 * takes the current value). A malformed value answers 10018, as every parameter does.
 */
export const moneyParamKeys = {
  rechargeChannels: 'recharge_channels',
  minDeposit: (currency: Currency) => `min_deposit_${currency}`,
  withdrawMethods: 'withdraw_account',
  withdrawKycRequired: 'withdraw_kyc_required',
  inviteRewardRate: 'invite_reward_rate',
  inviteLinkTemplate: 'invite_link_template',
} as const;

export type ChannelAddress = { currency: Currency; network: string; address: string };

/**
 * The deposit channels a start offers, with no receive address: the deposit page says deposits there
 * are not available until the operator sets a real one (`npm run ops -- deposit-addresses set …`).
 */
export const defaultRechargeChannels: ChannelAddress[] = [
  { currency: 'USDT', network: 'TRC20', address: '' },
  { currency: 'USDT', network: 'ERC20', address: '' },
  { currency: 'BTC', network: 'BTC', address: '' },
  { currency: 'ETH', network: 'ERC20', address: '' },
];

export const defaultWithdrawMethods: WithdrawMethod[] = [
  { method: 'USDT-TRC20', currency: 'USDT', network: 'TRC20', feeRate: '0.01', minAmount: '20' },
  { method: 'USDT-ERC20', currency: 'USDT', network: 'ERC20', feeRate: '0.02', minAmount: '50' },
  { method: 'BTC', currency: 'BTC', network: 'BTC', feeRate: '0.005', minAmount: '0.002' },
  { method: 'ETH-ERC20', currency: 'ETH', network: 'ERC20', feeRate: '0.005', minAmount: '0.02' },
];

export async function paramValue(db: Queryable, key: string): Promise<string | undefined> {
  const rows = await db.query<{ value: unknown }>('SELECT value FROM params WHERE key = $1', [key]);
  const value = rows[0]?.value;
  return typeof value === 'string' ? value : undefined;
}

function jsonArray(raw: string | undefined): Record<string, unknown>[] {
  try {
    const value: unknown = JSON.parse(raw ?? '');
    if (!Array.isArray(value)) throw new Error('not an array');
    return value.map(
      (item) => (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>,
    );
  } catch {
    throw new ApiError(Code.systemParamFailed);
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A decimal of the currency written with exactly its places ("120" → "120.00" for USDT). */
function normalised(value: string, currency: Currency): string {
  const units = parseUnits(value, currency);
  if (units === undefined) throw new ApiError(Code.systemParamFailed);
  return formatUnits(units, currency);
}

/** The minimum deposit of a currency (`min_deposit_USDT` …; seeded USDT 120, BTC 0.015, ETH 0.2). */
export async function minDeposit(db: Queryable, currency: Currency): Promise<string> {
  return normalised((await paramValue(db, moneyParamKeys.minDeposit(currency))) ?? '', currency);
}

/** The stored channels as written, addresses unchecked ("" where none is set). */
export async function storedRechargeChannels(db: Queryable): Promise<ChannelAddress[]> {
  return jsonArray(await paramValue(db, moneyParamKeys.rechargeChannels)).map((item) => {
    const currency = text(item.currency);
    const network = text(item.network);
    if (!isCurrency(currency) || network === '') throw new ApiError(Code.systemParamFailed);
    return { currency, network, address: text(item.address) };
  });
}

/**
 * Deposit channels: `recharge_channels` (currency, network, address) with each currency's minimum.
 * An address that is not a well-formed address of its network is answered as none (null) and passed
 * to `onMalformed`, so no page shows it and the operator's log says why deposits there are closed.
 */
export async function rechargeChannels(
  db: Queryable,
  onMalformed?: (channel: ChannelAddress) => void,
): Promise<RechargeChannel[]> {
  const channels = await storedRechargeChannels(db);
  const minimums = new Map<Currency, string>();
  for (const currency of currencies) minimums.set(currency, await minDeposit(db, currency));
  return channels.map((c) => {
    const valid = isReceiveAddress(c.network, c.address);
    if (!valid && c.address !== '') onMalformed?.(c);
    return { ...c, address: valid ? c.address : null, minAmount: minimums.get(c.currency) ?? '0' };
  });
}

/** Withdrawal methods: `withdraw_account`, each with its network, fee rate and minimum. */
export async function withdrawMethods(db: Queryable): Promise<WithdrawMethod[]> {
  return jsonArray(await paramValue(db, moneyParamKeys.withdrawMethods)).map((item) => {
    const currency = text(item.currency);
    const method = text(item.method);
    const network = text(item.network);
    const feeRate = text(item.feeRate);
    if (!isCurrency(currency) || method === '' || network === '') throw new ApiError(Code.systemParamFailed);
    const rate = parseBoundedDecimal(feeRate);
    // A rate of 1 or more would leave nothing to receive.
    if (!rate || rate.units >= 10n ** BigInt(rate.scale)) throw new ApiError(Code.systemParamFailed);
    return { method, currency, network, feeRate, minAmount: normalised(text(item.minAmount), currency) };
  });
}

/** Whether withdrawals need a verified identity (`withdraw_kyc_required` = "true"); off by default. */
export async function withdrawKycRequired(db: Queryable): Promise<boolean> {
  return (await paramValue(db, moneyParamKeys.withdrawKycRequired))?.trim() === 'true';
}

/** The inviter's share of an invitee's first approved deposit (`invite_reward_rate`, "0" = none). */
export async function inviteRewardRate(db: Queryable): Promise<string> {
  const raw = (await paramValue(db, moneyParamKeys.inviteRewardRate))?.trim() ?? '0';
  const parsed = parseDecimal(raw);
  if (!parsed || parsed.units > 10n ** BigInt(parsed.scale)) throw new ApiError(Code.systemParamFailed);
  return formatScaled(parsed.units, parsed.scale);
}

/** The invite link of a code (`invite_link_template`, `{code}` replaced), relative to the web app. */
export async function inviteLink(db: Queryable, code: string): Promise<string> {
  const template =
    (await paramValue(db, moneyParamKeys.inviteLinkTemplate)) ?? '/pass/register?inviteCode={code}';
  return template.replaceAll('{code}', encodeURIComponent(code));
}

export const seedMoneyParams = [
  {
    key: moneyParamKeys.rechargeChannels,
    value: JSON.stringify(defaultRechargeChannels),
    description:
      'Deposit channels: the platform receive address per currency and network (JSON); an empty or malformed address closes deposits there',
  },
  {
    key: moneyParamKeys.withdrawMethods,
    value: JSON.stringify(defaultWithdrawMethods),
    description: 'Withdrawal methods: currency, network, fee rate and minimum amount (JSON)',
  },
  {
    key: moneyParamKeys.withdrawKycRequired,
    value: 'false',
    description: 'Withdrawals need a verified identity (KYC) when "true" (code 10022)',
  },
  {
    key: moneyParamKeys.inviteRewardRate,
    value: '0.05',
    description: "Invite reward: the inviter's share of the invitee's first approved deposit, same currency",
  },
  {
    key: moneyParamKeys.inviteLinkTemplate,
    value: '/pass/register?inviteCode={code}',
    description: 'Invite link, relative to the web app; {code} is replaced by the invite code',
  },
];

import { seedLoanParams } from '../../loans/loan-params.ts';
import { seedMoneyParams } from '../../money/money-params.ts';
import { seedNftParams } from '../../nfts/nft-params.ts';
import {
  defaultSmartProducts,
  smartProductsDescription,
  smartProductsParam,
} from '../../smart/smart-products.ts';
import { defaultOptionPeriods } from '../../trading/option-periods.ts';

/**
 * Operator configuration seeded once; editing the `params` table changes what clients show.
 */
export const seedParams: { key: string; value: string; description: string }[] = [
  // Registered users, 24 h volume and markets listed are measured (content/home-figures.ts); an
  // operator who adds home_registered_users, home_volume_24h or home_market_count states their own.
  { key: 'home_fee_rate', value: '0.003', description: 'Home page: fee ceiling as a fraction (0.3 %)' },
  { key: 'min_deposit_USDT', value: '120', description: 'Minimum deposit in USDT' },
  { key: 'min_deposit_BTC', value: '0.015', description: 'Minimum deposit in BTC' },
  { key: 'min_deposit_ETH', value: '0.2', description: 'Minimum deposit in ETH' },
  { key: 'demo_initial_balance', value: '10000.00', description: 'Opening balance of a demo account (USDT)' },
  {
    key: 'options_periods',
    value: JSON.stringify(defaultOptionPeriods),
    description: 'Options periods: limitTime (s), minimum stake, payout rate',
  },
  { key: 'options_lever', value: '1', description: 'Leverage recorded on options orders' },
  ...seedMoneyParams,
  {
    key: smartProductsParam,
    value: JSON.stringify(defaultSmartProducts),
    description: smartProductsDescription,
  },
  ...seedNftParams,
  ...seedLoanParams,
  {
    key: 'chat_hours',
    // Days are ISO weekdays (1 Monday … 7 Sunday); times in the zone named.
    value: JSON.stringify({ days: [1, 2, 3, 4, 5, 6, 7], from: '08:00', to: '22:00', timeZone: 'UTC' }),
    description: 'When the support team answers chats (shown to customers while no operator is online)',
  },
  {
    key: 'chat_typical_reply_minutes',
    value: '10',
    description: 'How soon the support team typically answers within its hours, in minutes',
  },
];

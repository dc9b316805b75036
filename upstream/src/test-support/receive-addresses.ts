import type { ChannelAddress } from '../money/money-params.ts';

/**
 * Well-formed receive addresses for the seeded deposit channels (public, well-known addresses of each
 * format), so tests can deposit; a default start has none and takes no deposits.
 */
export const testReceiveAddresses: ChannelAddress[] = [
  { currency: 'USDT', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
  { currency: 'USDT', network: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
  { currency: 'BTC', network: 'BTC', address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4' },
  { currency: 'ETH', network: 'ERC20', address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359' },
];

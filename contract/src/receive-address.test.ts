import { describe, expect, it } from 'vitest';
import { isReceiveAddress } from './receive-address.ts';

describe('isReceiveAddress', () => {
  it('accepts a Tron address and refuses the seeded placeholder, a bad checksum and a Bitcoin address', () => {
    expect(isReceiveAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isReceiveAddress('trc20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isReceiveAddress('TRC20', 'SET-USDT-TRC20-RECEIVE-ADDRESS-IN-PARAMS')).toBe(false);
    expect(isReceiveAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isReceiveAddress('TRC20', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false);
  });

  it('accepts an Ethereum address in one case or with its EIP-55 checksum, and refuses a wrong checksum', () => {
    expect(isReceiveAddress('ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true);
    expect(isReceiveAddress('ERC20', '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359')).toBe(true);
    expect(isReceiveAddress('ERC20', '0xFB6916095CA1DF60BB79CE92CE3EA74C37C5D359')).toBe(true);
    expect(isReceiveAddress('ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isReceiveAddress('ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe')).toBe(false);
    expect(isReceiveAddress('ERC20', 'SET-ETH-ERC20-RECEIVE-ADDRESS-IN-PARAMS')).toBe(false);
  });

  it('accepts Bitcoin mainnet addresses of every kind and refuses testnet, a wrong checksum and a mixed case', () => {
    for (const good of [
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    ])
      expect(isReceiveAddress('BTC', good), good).toBe(true);
    for (const bad of [
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5',
      'bc1Qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      // A version 0 program with a bech32m checksum (BIP 350's invalid list).
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh',
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb',
      'SET-BTC-RECEIVE-ADDRESS-IN-PARAMS',
    ])
      expect(isReceiveAddress('BTC', bad), bad).toBe(false);
  });

  it('shows no address on a network whose format it does not know', () => {
    expect(isReceiveAddress('BEP20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
  });
});

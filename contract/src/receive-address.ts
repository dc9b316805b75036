import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bech32, bech32m, createBase58check } from '@scure/base';

/**
 * Whether a platform receive address has its network's format, so a page never tells people to send
 * coins to something a wallet would refuse (or, worse, to a typo that belongs to nobody). Mainnet
 * only: a testnet address on a deposit page loses real money just the same.
 */
const base58check = createBase58check(sha256);

/** The networks whose address format is known; an address on any other network is never shown. */
export const receiveAddressNetworks = ['TRC20', 'ERC20', 'BTC'] as const;
export type ReceiveAddressNetwork = (typeof receiveAddressNetworks)[number];

/** What an operator is told when an address is refused, per network. */
export const receiveAddressFormats: Record<ReceiveAddressNetwork, string> = {
  TRC20: 'a Tron address: 34 characters starting with T, base58 with a valid checksum',
  ERC20: 'an Ethereum address: 0x and 40 hexadecimal digits (EIP-55 checksum when letters are mixed case)',
  BTC: 'a Bitcoin mainnet address: bc1… (bech32/bech32m) or 1…/3… (base58 with a valid checksum)',
};

function decodes(decode: () => Uint8Array): Uint8Array | undefined {
  try {
    return decode();
  } catch {
    return undefined;
  }
}

/** Tron: base58check of 0x41 and a 20-byte account, which always spells 34 characters from T. */
function isTronAddress(address: string): boolean {
  if (address.length !== 34 || !address.startsWith('T')) return false;
  const bytes = decodes(() => base58check.decode(address));
  return bytes?.length === 21 && bytes[0] === 0x41;
}

/** EIP-55: the case of each letter is the matching nibble of keccak256(lowercase hex) being ≥ 8. */
function isEthereumAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  const hash = keccak_256(new TextEncoder().encode(hex.toLowerCase()));
  for (let i = 0; i < 40; i += 1) {
    const char = hex.charAt(i);
    if (!/[a-fA-F]/.test(char)) continue;
    const nibble = ((hash[i >> 1] ?? 0) >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    if (nibble >= 8 !== (char === char.toUpperCase())) return false;
  }
  return true;
}

/** Segwit (BIP 173/350): version 0 in bech32 with a 20- or 32-byte program, 1–16 in bech32m; one case only. */
function isSegwitAddress(address: string): boolean {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return false;
  const lower = address.toLowerCase();
  const v0 = bech32.decodeUnsafe(lower);
  const coder = v0 ? bech32 : bech32m;
  const decoded = v0 ?? bech32m.decodeUnsafe(lower);
  if (decoded?.prefix !== 'bc' || decoded.words.length === 0) return false;
  const [version = -1, ...words] = decoded.words;
  if (version > 16 || (version === 0) !== (coder === bech32)) return false;
  const program = coder.fromWordsUnsafe(words);
  if (!program || program.length < 2 || program.length > 40) return false;
  return version !== 0 || program.length === 20 || program.length === 32;
}

/** Bitcoin mainnet: segwit (bc1…) or legacy P2PKH/P2SH (base58check of version 0x00 or 0x05). */
function isBitcoinAddress(address: string): boolean {
  if (/^bc1/i.test(address)) return isSegwitAddress(address);
  const bytes = decodes(() => base58check.decode(address));
  return bytes?.length === 21 && (bytes[0] === 0x00 || bytes[0] === 0x05);
}

const checks: Record<ReceiveAddressNetwork, (address: string) => boolean> = {
  TRC20: isTronAddress,
  ERC20: isEthereumAddress,
  BTC: isBitcoinAddress,
};

/** The network as the format table names it (networks are matched without regard to case). */
export function receiveAddressNetwork(network: string): ReceiveAddressNetwork | undefined {
  return receiveAddressNetworks.find((known) => known === network.trim().toUpperCase());
}

/** True when `address` is a well-formed mainnet address of `network`; false on a network of unknown format. */
export function isReceiveAddress(network: string, address: string): boolean {
  const known = receiveAddressNetwork(network);
  return known !== undefined && checks[known](address);
}

import { callingCodes } from './calling-codes.ts';

/**
 * The dialling codes a phone number may carry: the registration form and the identity form offer
 * them, and the upstream refuses any other. The spec's thirteen come first (the product's markets),
 * then every other country's calling code in ascending order, so that a country chosen in the
 * identity form always has its code to offer (docs/decisions.md, "Issue #37: texts that tell the
 * truth"). No valibot, and apart from the country list: the web bundles it alone, with the forms
 * that have a phone field.
 */
// biome-ignore format: one row.
const productCodes = [
  '+1', '+49', '+55', '+60', '+61', '+64', '+65', '+66', '+81', '+86', '+91', '+852', '+886',
] as const;

const digits = (code: string) => Number(code.slice(1));

export const areaCodes: readonly string[] = [
  ...productCodes,
  ...[...new Set(Object.values(callingCodes))]
    .filter((code) => !(productCodes as readonly string[]).includes(code))
    .sort((a, b) => digits(a) - digits(b)),
];

import { countryCodes } from '@swx/contract/countries';

/**
 * The identity form offers 202 of the contract's 249 countries: the UN's member and observer states
 * and Anguilla, Aruba, Bermuda, Hong Kong, Macao, Puerto Rico and Taiwan. These 47 other territories
 * and uninhabited areas it has never offered; the upstream accepts them, so offering them too is
 * the product's choice, not a list's.
 */
// biome-ignore format: a table of codes reads better in rows than one code a line.
const notOffered = new Set<string>([
  'AQ', 'AS', 'AX', 'BL', 'BQ', 'BV', 'CC', 'CK', 'CW', 'CX', 'EH', 'FK', 'FO', 'GF', 'GG', 'GI',
  'GL', 'GP', 'GS', 'GU', 'HM', 'IM', 'IO', 'JE', 'KY', 'MF', 'MP', 'MQ', 'MS', 'NC', 'NF', 'NU',
  'PF', 'PM', 'PN', 'RE', 'SH', 'SJ', 'SX', 'TC', 'TF', 'TK', 'UM', 'VG', 'VI', 'WF', 'YT',
]);

/** The countries the identity form offers, named in the user's language by Intl.DisplayNames. */
export const kycCountryCodes: readonly string[] = countryCodes.filter((code) => !notOffered.has(code));

/** The money slice's image rules: JPG, JPEG 2000 or PNG, at most 2 MB (the server checks the bytes). */
export const imageMaxBytes = 2 * 1024 * 1024;
const imageTypes = /^image\/(png|jpeg|jp2|jpx)$/;
const imageNames = /\.(png|jpe?g|jp2|j2k|jpf)$/i;

export function imageProblem(file: File | null): 'required' | 'format' | 'size' | null {
  if (!file) return 'required';
  if (!imageTypes.test(file.type) && !imageNames.test(file.name)) return 'format';
  if (file.size > imageMaxBytes) return 'size';
  return null;
}

const namePattern = /^[\p{L}\p{M} .'’-]{1,50}$/u;

/** 18 or older on `today` (YYYY-MM-DD birthdate). */
export function isAdult(birthdate: string, today = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const eighteenth = new Date(Date.UTC(y + 18, m - 1, d));
  return eighteenth.getTime() <= Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
}

export type KycTextFields = {
  firstName: string;
  lastName: string;
  birthdate: string;
  sex: string;
  country: string;
  address: string;
  areaCode: string;
  phone: string;
  documentType: string;
};

/** Each text field's problem, as the upstream would answer it: empty = incomplete, malformed = invalid. */
export function textProblems(
  fields: KycTextFields,
): Partial<Record<keyof KycTextFields, 'empty' | 'invalid'>> {
  const problems: Partial<Record<keyof KycTextFields, 'empty' | 'invalid'>> = {};
  for (const [key, value] of Object.entries(fields) as [keyof KycTextFields, string][])
    if (value.trim() === '') problems[key] = 'empty';
  if (!problems.firstName && !namePattern.test(fields.firstName.trim())) problems.firstName = 'invalid';
  if (!problems.lastName && !namePattern.test(fields.lastName.trim())) problems.lastName = 'invalid';
  if (!problems.birthdate && !isAdult(fields.birthdate)) problems.birthdate = 'invalid';
  const address = fields.address.trim().length;
  if (!problems.address && (address < 5 || address > 200)) problems.address = 'invalid';
  if (!problems.phone && !/^\d{5,14}$/.test(fields.phone.trim())) problems.phone = 'invalid';
  return problems;
}

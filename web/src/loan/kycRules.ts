/** Spec §9's area codes, as the upstream accepts them. */
export const areaCodes = [
  '+1',
  '+49',
  '+55',
  '+60',
  '+61',
  '+64',
  '+65',
  '+66',
  '+81',
  '+86',
  '+91',
  '+852',
  '+886',
];

/** ISO 3166-1 alpha-2 codes, named in the user's language by Intl.DisplayNames. */
export const countryCodes =
  'AD AE AF AG AI AL AM AO AR AT AU AW AZ BA BB BD BE BF BG BH BI BJ BM BN BO BR BS BT BW BY BZ CA CD CF CG CH CI CL CM CN CO CR CU CV CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FM FR GA GB GD GE GH GM GN GQ GR GT GW GY HK HN HR HT HU ID IE IL IN IQ IR IS IT JM JO JP KE KG KH KI KM KN KP KR KW KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MG MH MK ML MM MN MO MR MT MU MV MW MX MY MZ NA NE NG NI NL NO NP NR NZ OM PA PE PG PH PK PL PR PS PT PW PY QA RO RS RU RW SA SB SC SD SE SG SI SK SL SM SN SO SR SS ST SV SY SZ TD TG TH TJ TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VN VU WS YE ZA ZM ZW'.split(
    ' ',
  );

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

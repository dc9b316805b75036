import { type DocumentType, type IdentificationFields, isCountryCode, type Sex } from '@swx/contract';
import { type Fields, type TextRule, textField } from '../http/body.ts';
import { inputInvalid } from '../http/envelope.ts';
import { accountRules } from '../http/input-rules.ts';
import { refusal } from '../money/money-errors.ts';

/**
 * What POST /user/identification accepts (docs/decisions.md, "Identity verification"): every text
 * field is required; a missing one answers "input incomplete" naming it, a malformed one
 * INPUT_INVALID naming it, both in the form's order, so a client can point at the field.
 */

/** Names in any script: letters and marks, with the spaces, dots, apostrophes and hyphens names carry. */
const personName = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

export const identificationRules = {
  firstName: { field: 'firstName', max: 50, pattern: personName },
  lastName: { field: 'lastName', max: 50, pattern: personName },
  birthdate: { field: 'birthdate', max: 10, pattern: /^\d{4}-\d{2}-\d{2}$/ },
  sex: { field: 'sex', max: 6, pattern: /^(?:female|male)$/ },
  country: { field: 'country', max: 2, pattern: /^[A-Za-z]{2}$/ },
  address: { field: 'address', max: 200 },
  areaCode: accountRules.areaCode,
  /** The national number without the area code: E.164 allows 15 digits in all. */
  phone: { field: 'phone', max: 14, pattern: /^\d{5,14}$/ },
  documentType: { field: 'documentType', max: 16, pattern: /^(?:id_card|driver_licence|passport)$/ },
} satisfies Record<keyof IdentificationFields, TextRule>;

/** The shortest address that can name a street and a place. */
const minAddressLength = 5;
/** The age of majority the platform requires (spec silent; the usual one for financial products). */
export const minimumAge = 18;
const earliestBirthdate = '1900-01-01';

/** The product's "input incomplete (fill in complete info)", naming the first empty field. */
export const inputIncomplete = (field: string) =>
  refusal('INPUT_INCOMPLETE', field, {
    en: 'input incomplete, please fill in complete information',
    zh: '输入不完整，请填写完整信息',
  });

/** The product's "upload required image", naming the missing image. */
export const imageRequired = (field: string) =>
  refusal('IMAGE_REQUIRED', field, { en: 'please upload the required image', zh: '请上传所需图片' });

export type IdentificationRequest = {
  firstName: string;
  lastName: string;
  birthdate: string;
  sex: Sex;
  country: string;
  address: string;
  areaCode: string;
  phone: string;
  documentType: DocumentType;
};

/** Whether `date` (YYYY-MM-DD) is a real calendar day. */
function isCalendarDay(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** The latest birthdate of someone `minimumAge` years old on `now`'s UTC day (29 Feb → 28 Feb). */
export function latestAdultBirthdate(now: number): string {
  const today = new Date(now);
  const year = today.getUTCFullYear() - minimumAge;
  const month = today.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(today.getUTCDate(), lastDay);
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

/** Reads and checks the text fields in the form's order; throws the first refusal. */
export function readIdentificationRequest(fields: Fields, now: number): IdentificationRequest {
  const read = (rule: TextRule) => {
    const value = textField(fields, rule);
    if (value === '') throw inputIncomplete(rule.field);
    return value;
  };
  const firstName = read(identificationRules.firstName);
  const lastName = read(identificationRules.lastName);
  const birthdate = read(identificationRules.birthdate);
  // ISO dates compare as text.
  if (!isCalendarDay(birthdate) || birthdate < earliestBirthdate || birthdate > latestAdultBirthdate(now))
    throw inputInvalid('birthdate');
  const sex = read(identificationRules.sex) as Sex;
  const country = read(identificationRules.country).toUpperCase();
  if (!isCountryCode(country)) throw inputInvalid('country');
  const address = read(identificationRules.address);
  if (address.length < minAddressLength) throw inputInvalid('address');
  const areaCode = read(identificationRules.areaCode);
  const phone = read(identificationRules.phone);
  const documentType = read(identificationRules.documentType) as DocumentType;
  return { firstName, lastName, birthdate, sex, country, address, areaCode, phone, documentType };
}

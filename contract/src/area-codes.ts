/**
 * The dialling codes a phone number may carry: the registration form and the identity form offer
 * them, and the upstream refuses any other. No valibot, and apart from the country list: the web
 * bundles it alone, with the forms that have a phone field.
 */
// biome-ignore format: one row.
export const areaCodes = [
  '+1', '+49', '+55', '+60', '+61', '+64', '+65', '+66', '+81', '+86', '+91', '+852', '+886',
] as const;

/** The phone area codes of spec §9. */
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
] as const;

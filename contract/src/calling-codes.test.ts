import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { areaCodes } from './area-codes.ts';
import { callingCodeOf } from './calling-codes.ts';
import { countryCodes } from './countries.ts';

describe('calling codes', () => {
  it("gives every country the calling code libphonenumber-js's metadata gives it", () => {
    for (const country of countryCodes) {
      const expected = isSupportedCountry(country) ? `+${getCountryCallingCode(country)}` : null;
      expect(callingCodeOf(country), country).toBe(expected);
    }
    expect(callingCodeOf('GB')).toBe('+44');
    expect(callingCodeOf('XX')).toBeNull();
  });

  it("offers each country's code as an area code, the product's thirteen first, each once", () => {
    expect(areaCodes.slice(0, 3)).toEqual(['+1', '+49', '+55']);
    expect(new Set(areaCodes).size).toBe(areaCodes.length);
    for (const country of countryCodes) {
      const code = callingCodeOf(country);
      if (code) expect(areaCodes, country).toContain(code);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { imageProblem, isAdult, textProblems } from './kycRules';

const complete = {
  firstName: 'Ana María',
  lastName: "O'Neil",
  birthdate: '1990-05-17',
  sex: 'FEMALE',
  country: 'ES',
  address: 'Calle Mayor 1, Madrid',
  areaCode: '+49',
  phone: '1512345678',
  documentType: 'PASSPORT',
};

describe('identity form rules', () => {
  it('accepts a complete, well-formed form', () => {
    expect(textProblems(complete)).toEqual({});
  });

  it('names empty fields as incomplete and malformed ones as invalid', () => {
    expect(textProblems({ ...complete, firstName: ' ', phone: '12ab' })).toEqual({
      firstName: 'empty',
      phone: 'invalid',
    });
    expect(textProblems({ ...complete, address: 'abc', lastName: 'R2D2' })).toEqual({
      address: 'invalid',
      lastName: 'invalid',
    });
  });

  it('needs the user to be 18', () => {
    expect(isAdult('2008-11-24', new Date('2026-11-24T12:00:00Z'))).toBe(true);
    expect(isAdult('2008-11-25', new Date('2026-11-24T12:00:00Z'))).toBe(false);
  });

  it('takes JPG, JPEG 2000 or PNG up to 2 MB', () => {
    expect(imageProblem(null)).toBe('required');
    expect(imageProblem(new File(['x'], 'id.gif', { type: 'image/gif' }))).toBe('format');
    expect(imageProblem(new File([new Uint8Array(3 * 1024 * 1024)], 'id.png', { type: 'image/png' }))).toBe(
      'size',
    );
    expect(imageProblem(new File(['x'], 'id.jp2', { type: '' }))).toBeNull();
  });
});

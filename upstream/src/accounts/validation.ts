/** Input formats of the contract's account rows. */
const userNamePattern = /^[A-Za-z0-9_]{3,20}$/;
// Deliberately simple: one @, a dot in the domain, no spaces. Real deliverability is proven by the code.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidUserName(value: string): boolean {
  return userNamePattern.test(value);
}

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value);
}

export function isValidPassword(value: string): boolean {
  return value.length >= 6 && value.length <= 32;
}

/** Login and availability checks accept a username or an e-mail in the same field. */
export function looksLikeEmail(value: string): boolean {
  return value.includes('@');
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * An idempotency key, Stripe's rule: 1-255 printable ASCII characters (no spaces, no control
 * characters). Every request that moves money may carry one: the gateway refuses a bad key before
 * sending anything (HTTP could not carry a non-ASCII or NUL key, so it would be dropped or fail as a
 * transport error, and a retry would then place a second order), and the upstream checks its
 * `Idempotency-Key` header by the same rule. No valibot: both sides read it as a pattern.
 */
export const idempotencyKeyMaxLength = 255;

export const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

export function isIdempotencyKey(key: string): boolean {
  return idempotencyKeyPattern.test(key);
}

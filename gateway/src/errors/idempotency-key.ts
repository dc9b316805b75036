import { InputError } from './errors.ts';

/** Stripe's rule: 1-255 printable ASCII characters (no spaces, no control characters). */
const KEY = /^[\x21-\x7e]{1,255}$/;

/**
 * Every mutation that moves money takes a key, checked here before anything is sent: a key the
 * HTTP layer could not carry (non-ASCII, NUL) or one that is blank would otherwise be dropped or
 * fail as a transport error, and a retry would then place a second order.
 */
export function checkIdempotencyKey(key: string): string {
  if (!KEY.test(key)) {
    throw new InputError(
      'INPUT_INVALID',
      'The idempotency key must be 1-255 printable ASCII characters without spaces.',
      'idempotencyKey',
    );
  }
  return key;
}

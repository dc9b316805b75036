import { isIdempotencyKey } from '@swx/contract';
import { InputError } from './errors.ts';

/** Every mutation that moves money takes a key: the contract's rule, checked before anything is sent. */
export function checkIdempotencyKey(key: string): string {
  if (!isIdempotencyKey(key)) {
    throw new InputError(
      'INPUT_INVALID',
      'The idempotency key must be 1-255 printable ASCII characters without spaces.',
      'idempotencyKey',
    );
  }
  return key;
}

import { InputError } from '../errors/errors.ts';

/**
 * Whether the id part of a Relay id can name an upstream record: an integer of at most 15 digits,
 * which a JavaScript number holds exactly. Anything else names no record and is never sent upstream.
 */
export function isRecordId(id: string): boolean {
  return /^\d{1,15}$/.test(id);
}

/** The record a global id argument names, which must be of `typename`: INPUT_INVALID on `field` otherwise. */
export function recordIdOf(
  globalId: { typename: string; id: string },
  typename: string,
  message: string,
  field: string,
): number {
  if (globalId.typename !== typename || !isRecordId(globalId.id))
    throw new InputError('INPUT_INVALID', message, field);
  return Number(globalId.id);
}

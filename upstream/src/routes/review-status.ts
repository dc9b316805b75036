import type { ReviewStatus } from '@swx/contract';

const statuses: readonly string[] = ['submitted', 'approved', 'completed', 'rejected'];

/** A `?status=` filter of the record lists: an unknown value filters nothing, as on orders. */
export function reviewStatusOf(value: string): ReviewStatus | null {
  return statuses.includes(value) ? (value as ReviewStatus) : null;
}

import type { KnownReviewStatus } from '../components/ui/review-status';

/** The records' status filter (a deposit's or withdrawal's states), "all" first. */
export const reviewStatusFilters = ['ALL', 'SUBMITTED', 'APPROVED', 'COMPLETED', 'REJECTED'] as const;
export type ReviewStatusFilter = (typeof reviewStatusFilters)[number];

/** The status argument of the records' connections: null for "all". */
export function statusArgument(filter: ReviewStatusFilter): KnownReviewStatus | null {
  return filter === 'ALL' ? null : filter;
}

export function isReviewStatusFilter(value: string): value is ReviewStatusFilter {
  return (reviewStatusFilters as readonly string[]).includes(value);
}

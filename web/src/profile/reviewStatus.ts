import type { ReviewStatus } from '../__generated__/RechargeRecordItem_recharge.graphql';

export type KnownReviewStatus = Exclude<ReviewStatus, '%future added value'>;

/** The records' status filter (spec §4's states), "all" first. */
export const reviewStatusFilters = ['ALL', 'SUBMITTED', 'APPROVED', 'COMPLETED', 'REJECTED'] as const;
export type ReviewStatusFilter = (typeof reviewStatusFilters)[number];

/** The status argument of the records' connections: null for "all". */
export function statusArgument(filter: ReviewStatusFilter): KnownReviewStatus | null {
  return filter === 'ALL' ? null : filter;
}

export function isReviewStatusFilter(value: string): value is ReviewStatusFilter {
  return (reviewStatusFilters as readonly string[]).includes(value);
}

/** A state's badge colour: waiting orange, approved blue, paid out green, rejected red. */
export const reviewStatusPalette: Record<KnownReviewStatus, string> = {
  SUBMITTED: 'orange',
  APPROVED: 'blue',
  COMPLETED: 'green',
  REJECTED: 'red',
};

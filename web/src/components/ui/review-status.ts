import type { ReviewStatus } from '../../__generated__/schemaEnums_reviewStatus.graphql';

export type KnownReviewStatus = Exclude<ReviewStatus, '%future added value'>;

/** Review states as badge colours: waiting orange, approved blue, paid out green, rejected red. */
const palette: Record<KnownReviewStatus, string> = {
  SUBMITTED: 'orange',
  APPROVED: 'blue',
  COMPLETED: 'green',
  REJECTED: 'red',
};

/** The badge colour of a deposit's or withdrawal's state (grey for one this client does not know). */
export function reviewStatusColor(status: string): string {
  return status in palette ? palette[status as KnownReviewStatus] : 'gray';
}

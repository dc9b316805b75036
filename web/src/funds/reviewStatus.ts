import type { ReviewStatus } from '../__generated__/RecentDeposits_viewer.graphql';

/** Spec §4: the label and colour of a deposit's or withdrawal's review state. */
export function reviewStatusTone(status: ReviewStatus): { key: string; palette: string } {
  switch (status) {
    case 'SUBMITTED':
      return { key: 'funds.status.SUBMITTED', palette: 'orange' };
    case 'APPROVED':
      return { key: 'funds.status.APPROVED', palette: 'blue' };
    case 'COMPLETED':
      return { key: 'funds.status.COMPLETED', palette: 'green' };
    case 'REJECTED':
      return { key: 'funds.status.REJECTED', palette: 'red' };
    default:
      return { key: 'funds.status.UNKNOWN', palette: 'gray' };
  }
}

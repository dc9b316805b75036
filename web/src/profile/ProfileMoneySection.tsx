import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { ProfileMoneySectionQuery } from '../__generated__/ProfileMoneySectionQuery.graphql';
import { useRefreshOnAccountEvent } from '../relay/useRefreshOnAccountEvent';
import { AddressBook } from './AddressBook';
import { ChangePasswordForm } from './ChangePasswordForm';
import { MoneyRecords } from './MoneyRecords';
import styles from './profileSections.module.css';
import { SettingsSection } from './SettingsSection';

export const profileMoneySectionQuery = graphql`
  query ProfileMoneySectionQuery {
    viewer {
      id
      ...RechargeRecords_viewer
      ...WithdrawalRecords_viewer
      ...AddressBook_viewer
      ...FundPasswordForm_viewer
    }
    withdrawalMethods {
      currency
      network
    }
  }
`;

/** The deposit and withdrawal records follow the operator's reviews. */
const refreshOn = { realBalance: false, reviews: ['RECHARGE', 'WITHDRAWAL'] } as const;

/**
 * The user's money records, address book, password and settings: one query of its own, apart from
 * the account section's, so a demo/real switch (which reloads that one) fetches none of this again.
 * Plain markup over Chakra's tokens; only the address book's dialogs bring Chakra, when wanted.
 */
export function ProfileMoneySection({ queryRef }: { queryRef: PreloadedQuery<ProfileMoneySectionQuery> }) {
  const { viewer, withdrawalMethods } = usePreloadedQuery<ProfileMoneySectionQuery>(
    profileMoneySectionQuery,
    queryRef,
  );
  useRefreshOnAccountEvent<ProfileMoneySectionQuery>(profileMoneySectionQuery, queryRef.variables, refreshOn);
  if (!viewer) return null;
  return (
    <div className={styles.sections}>
      <MoneyRecords viewer={viewer} />
      <AddressBook viewer={viewer} networks={withdrawalMethods} />
      <ChangePasswordForm />
      <SettingsSection viewer={viewer} />
    </div>
  );
}

import { Stack } from '@chakra-ui/react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { ProfileMoneySectionQuery } from '../__generated__/ProfileMoneySectionQuery.graphql';
import { AddressBook } from './AddressBook';
import { ChangePasswordForm } from './ChangePasswordForm';
import { MoneyRecords } from './MoneyRecords';
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

/**
 * The user's money records, address book, password and settings: one query of its own, apart from
 * the account section's, so a demo/real switch (which reloads that one) fetches none of this again.
 */
export function ProfileMoneySection({ queryRef }: { queryRef: PreloadedQuery<ProfileMoneySectionQuery> }) {
  const { viewer, withdrawalMethods } = usePreloadedQuery<ProfileMoneySectionQuery>(
    profileMoneySectionQuery,
    queryRef,
  );
  if (!viewer) return null;
  return (
    <Stack gap="6">
      <MoneyRecords viewer={viewer} />
      <AddressBook viewer={viewer} networks={withdrawalMethods} />
      <ChangePasswordForm />
      <SettingsSection viewer={viewer} />
    </Stack>
  );
}

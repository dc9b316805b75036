import { Stack } from '@chakra-ui/react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { AccountSectionQuery } from '../__generated__/AccountSectionQuery.graphql';
import { AccountInfo } from './AccountInfo';
import { AccountModeCard } from './AccountModeCard';
import type { KnownOrderStatus } from './orderStatus';
import { ProfileOrders } from './ProfileOrders';
import { SignInPrompt } from './SignInPrompt';
import { TransactionHistory } from './TransactionHistory';

export const accountSectionQuery = graphql`
  query AccountSectionQuery($orderStatus: OrderStatus!) {
    viewer {
      ...AccountInfo_viewer
      ...AccountModeCard_viewer
      ...ProfileOrders_viewer @arguments(status: $orderStatus)
      ...TransactionHistory_viewer
    }
  }
`;

type AccountSectionProps = {
  queryRef: PreloadedQuery<AccountSectionQuery>;
  orderStatus: KnownOrderStatus;
  onAccountChanged: () => void;
};

export function AccountSection({ queryRef, orderStatus, onAccountChanged }: AccountSectionProps) {
  const { viewer } = usePreloadedQuery<AccountSectionQuery>(accountSectionQuery, queryRef);
  if (!viewer) return <SignInPrompt />;
  return (
    <Stack gap="6">
      <AccountModeCard viewer={viewer} onReset={onAccountChanged} />
      <ProfileOrders viewer={viewer} initialStatus={orderStatus} />
      <TransactionHistory viewer={viewer} />
      <AccountInfo viewer={viewer} />
    </Stack>
  );
}

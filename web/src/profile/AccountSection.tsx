import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { AccountSectionQuery } from '../__generated__/AccountSectionQuery.graphql';
import { AccountInfo } from './AccountInfo';
import { SignInPrompt } from './SignInPrompt';

export const accountSectionQuery = graphql`
  query AccountSectionQuery {
    viewer {
      ...AccountInfo_viewer
    }
  }
`;

export function AccountSection({ queryRef }: { queryRef: PreloadedQuery<AccountSectionQuery> }) {
  const { viewer } = usePreloadedQuery<AccountSectionQuery>(accountSectionQuery, queryRef);
  return viewer ? <AccountInfo viewer={viewer} /> : <SignInPrompt />;
}

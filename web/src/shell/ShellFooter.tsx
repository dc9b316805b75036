import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { ShellFooterQuery } from '../__generated__/ShellFooterQuery.graphql';
import { Footer } from './Footer';

export const shellFooterQuery = graphql`
  query ShellFooterQuery($language: Language!) {
    contents(language: $language) {
      ...Footer_contents
    }
  }
`;

export function ShellFooter({ queryRef }: { queryRef: PreloadedQuery<ShellFooterQuery> }) {
  const data = usePreloadedQuery<ShellFooterQuery>(shellFooterQuery, queryRef);
  return <Footer contents={data.contents} />;
}

import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { InviteRouteQuery } from '../__generated__/InviteRouteQuery.graphql';
import layout from '../components/ui/layout.module.css';
import { ListSkeleton } from '../components/ui/list-skeleton';
import { narrowPageFrameClass, PageHeader } from '../components/ui/page-header';
import { SignInPrompt } from '../components/ui/sign-in-prompt';
import { useLoaderValue } from '../routing/useLoaderValue';
import { useClientState } from '../state/clientStore';
import { InviteeList } from './InviteeList';
import { InviteRewardList } from './InviteRewardList';
import { InviteSummary } from './InviteSummary';
import type { inviteLoader } from './inviteLoader';
import { invitePageHeader } from './invitePageHeader';

export const inviteRouteQuery = graphql`
  query InviteRouteQuery {
    viewer {
      id
      invite {
        ...InviteSummary_invite
      }
      ...InviteeList_viewer
      ...InviteRewardList_viewer
    }
  }
`;

type InviteViewer = NonNullable<InviteRouteQuery['response']['viewer']>;

/** The page's sections from the route query's viewer. */
export function InviteSections({ viewer }: { viewer: InviteViewer }) {
  return (
    <div className={layout.sections}>
      <InviteSummary invite={viewer.invite} />
      <InviteeList viewer={viewer} />
      <InviteRewardList viewer={viewer} />
    </div>
  );
}

function InviteContent({ queryRef }: { queryRef: PreloadedQuery<InviteRouteQuery> }) {
  const { viewer } = usePreloadedQuery<InviteRouteQuery>(inviteRouteQuery, queryRef);
  return viewer ? <InviteSections viewer={viewer} /> : <SignInPrompt />;
}

/** `/profile/invite`: the viewer's invite code and link to share, the reward rule, invitees and rewards. */
export function InviteRoute() {
  const { t } = useTranslation();
  const { queryRef } = useLoaderValue<typeof inviteLoader>();
  const isLogin = useClientState((state) => state.isLogin);
  return (
    <div className={narrowPageFrameClass}>
      <PageHeader title={t(invitePageHeader.title)} subtitle={t(invitePageHeader.subtitle ?? '')} />
      {isLogin && queryRef ? (
        // A failed load reaches the route's error element (RouteError), which offers a retry.
        <Suspense fallback={<ListSkeleton rows={6} />}>
          <InviteContent queryRef={queryRef} />
        </Suspense>
      ) : (
        <SignInPrompt />
      )}
    </div>
  );
}

import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { NotificationsRouteQuery } from '../__generated__/NotificationsRouteQuery.graphql';
import { ListSkeleton } from '../components/ui/list-skeleton';
import { narrowPageFrameClass, PageHeader } from '../components/ui/page-header';
import { SignInPrompt } from '../components/ui/sign-in-prompt';
import { useLoaderValue } from '../routing/useLoaderValue';
import { useClientState } from '../state/clientStore';
import { NotificationList } from './NotificationList';
import type { notificationsLoader } from './notificationsLoader';
import { notificationsPageHeader } from './notificationsPageHeader';

export const notificationsRouteQuery = graphql`
  query NotificationsRouteQuery {
    viewer {
      id
      ...NotificationList_viewer
    }
  }
`;

function NotificationsContent({ queryRef }: { queryRef: PreloadedQuery<NotificationsRouteQuery> }) {
  const { viewer } = usePreloadedQuery<NotificationsRouteQuery>(notificationsRouteQuery, queryRef);
  if (!viewer) return <SignInPrompt />;
  return <NotificationList viewer={viewer} />;
}

/** `/profile/notification`: the signed-in user's notifications (the bell's page); a sign-in prompt otherwise. */
export function NotificationsRoute() {
  const { t } = useTranslation();
  const { queryRef } = useLoaderValue<typeof notificationsLoader>();
  const isLogin = useClientState((state) => state.isLogin);
  return (
    <div className={narrowPageFrameClass}>
      <PageHeader
        title={t(notificationsPageHeader.title)}
        subtitle={t(notificationsPageHeader.subtitle ?? '')}
      />
      {isLogin && queryRef ? (
        // A failed load reaches the route's error element (RouteError), which offers a retry.
        <Suspense fallback={<ListSkeleton rows={6} />}>
          <NotificationsContent queryRef={queryRef} />
        </Suspense>
      ) : (
        <SignInPrompt />
      )}
    </div>
  );
}

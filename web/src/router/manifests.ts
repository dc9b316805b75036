import { chatRoutes } from '../chat/routes';
import { detailRoutes } from '../detail/routes';
import { fundsRoutes } from '../funds/routes';
import { helpRoutes } from '../help/routes';
import { inviteRoutes } from '../invite/routes';
import { loanRoutes } from '../loan/routes';
import { marketRoutes } from '../market/routes';
import { nftsRoutes } from '../nfts/routes';
import { notificationsRoutes } from '../notifications/routes';
import { passRoutes } from '../pass/routes';
import { profileRoutes } from '../profile/routes';
import type { RouteManifest } from '../routing/routeManifest';
import { smartRoutes } from '../smart/routes';

/**
 * Every page but the home page (home/routes.tsx), from the features' manifests: what the router
 * patches in on the first navigation away from the home page (pageRoutes.tsx) and what the build
 * prerenders (prerender/). A new feature adds its manifest here.
 */
export const pageManifests: readonly RouteManifest[] = [
  ...marketRoutes,
  ...passRoutes,
  ...helpRoutes,
  ...detailRoutes,
  ...chatRoutes,
  ...smartRoutes,
  ...loanRoutes,
  ...nftsRoutes,
  ...profileRoutes,
  ...fundsRoutes,
  ...notificationsRoutes,
  ...inviteRoutes,
];

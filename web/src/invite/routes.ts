import type { RouteManifest } from '../routing/routeManifest';
import { invitePageHeader } from './invitePageHeader';

/** The invite code with its invitees and rewards (plain markup, rendered with them by the gateway). */
export const inviteRoutes: RouteManifest[] = [
  {
    path: '/profile/invite',
    title: 'titles.invite',
    loader: () => import('./inviteLoader').then((module) => module.inviteLoader),
    page: () => import('./InviteRoute').then((module) => module.InviteRoute),
    header: invitePageHeader,
    modules: ['src/invite/InviteRoute.tsx', 'src/invite/inviteLoader.ts'],
    data: { query: () => import('./inviteLoader').then((module) => module.invitePageQuery), session: true },
  },
];

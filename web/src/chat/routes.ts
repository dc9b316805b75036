import type { RouteManifest } from '../routing/routeManifest';
import { chatPageHeader } from './chatPageHeader';

/** The conversation with customer service. */
export const chatRoutes: RouteManifest[] = [
  {
    path: '/customerservice',
    title: 'titles.customerService',
    loader: () => import('./chatLoader').then((module) => module.chatLoader),
    page: () => import('./ChatRoute').then((module) => module.ChatRoute),
    header: chatPageHeader,
    modules: ['src/chat/ChatRoute.tsx', 'src/chat/chatLoader.ts'],
    // The team's hours are the support page's largest text before a conversation exists.
    data: { query: () => import('./chatLoader').then((module) => module.chatPageQuery) },
  },
];

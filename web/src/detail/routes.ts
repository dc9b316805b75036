import type { RouteManifest } from '../routing/routeManifest';

/** An article's page; its title comes from the address (`/detail?title=`) when it names one. */
export const detailRoutes: RouteManifest[] = [
  {
    path: '/detail',
    title: 'titles.detail',
    titleParam: 'title',
    loader: () => import('./detailLoader').then((module) => module.detailLoader),
    page: () => import('./DetailRoute').then((module) => module.DetailRoute),
    modules: ['src/detail/DetailRoute.tsx', 'src/detail/detailLoader.ts'],
    data: { query: () => import('./detailLoader').then((module) => module.detailQuery) },
  },
];

import type { RouteManifest } from '../routing/routeManifest';
import { marketPageHeader } from './marketPageHeader';

/** The options market: the list, the selected market's chart and the order flow. */
export const marketRoutes: RouteManifest[] = [
  {
    path: '/market',
    title: 'titles.market',
    loader: () => import('./marketLoader').then((module) => module.marketLoader),
    page: () => import('./MarketRoute').then((module) => module.MarketRoute),
    header: marketPageHeader,
  },
];

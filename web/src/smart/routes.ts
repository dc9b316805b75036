import type { RouteManifest } from '../routing/routeManifest';
import { tradingPageHeader } from './tradingPageHeader';

/**
 * Smart trading: plans that trade for the user over a period (the `/trading` tab). Options
 * trading, which the user does order by order, is the market's (market/).
 */
export const smartRoutes: RouteManifest[] = [
  {
    path: '/trading',
    title: 'titles.trading',
    loader: () => import('./tradingLoader').then((module) => module.tradingLoader),
    page: () => import('./TradingRoute').then((module) => module.TradingRoute),
    // Its risk warning (in the header's fallback) is the largest text; the page's code comes after.
    header: tradingPageHeader,
    modules: ['src/smart/TradingRoute.tsx', 'src/smart/tradingLoader.ts'],
  },
];

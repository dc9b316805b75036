import { MARKET_DETAIL_PATH } from '../routing/paths';
import type { RouteManifest } from '../routing/routeManifest';

/** One market's detail: its summary and candlestick chart. */
export const marketDetailRoutes: RouteManifest[] = [
  {
    path: MARKET_DETAIL_PATH,
    title: 'titles.marketDetail',
    loader: () => import('./marketDetailLoader').then((module) => module.marketDetailLoader),
    page: () => import('./MarketDetailRoute').then((module) => module.MarketDetailRoute),
    // The live price is the market detail's largest text; its chart and Chakra come after.
    data: {
      query: () => import('./marketDetailLoader').then((module) => module.marketDetailQuery),
      // The gateway's alone: the browser's bundle leaves it out (import.meta.env.SSR), so it adds
      // no chunk there and moves no module out of the page's.
      component: import.meta.env.SSR
        ? () => import('./MarketDetailFirstPaint').then((module) => module.MarketDetailFirstPaint)
        : undefined,
    },
  },
];

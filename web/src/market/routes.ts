import { MARKET_DETAIL_PATH } from '../routing/paths';
import type { RouteManifest } from '../routing/routeManifest';
import { marketPageHeader } from './marketPageHeader';

/**
 * The options market: the list, the selected market's chart and the order flow; and one market's
 * detail (`detail/`: its summary, candlestick chart and the same order panel), which trades with
 * the market's own order form.
 */
export const marketRoutes: RouteManifest[] = [
  {
    path: '/market',
    title: 'titles.market',
    loader: () => import('./marketLoader').then((module) => module.marketLoader),
    page: () => import('./MarketRoute').then((module) => module.MarketRoute),
    header: marketPageHeader,
  },
  {
    path: MARKET_DETAIL_PATH,
    title: 'titles.marketDetail',
    loader: () => import('./detail/marketDetailLoader').then((module) => module.marketDetailLoader),
    page: () => import('./detail/MarketDetailRoute').then((module) => module.MarketDetailRoute),
    // The live price is the market detail's largest text; its chart and Chakra come after.
    data: {
      query: () => import('./detail/marketDetailLoader').then((module) => module.marketDetailQuery),
      // The gateway's alone: the browser's bundle leaves it out (import.meta.env.SSR), so it adds
      // no chunk there and moves no module out of the page's.
      component: import.meta.env.SSR
        ? () => import('./detail/MarketDetailFirstPaint').then((module) => module.MarketDetailFirstPaint)
        : undefined,
    },
  },
];

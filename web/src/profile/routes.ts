import type { RouteManifest } from '../routing/routeManifest';
import { statementPageHeader } from './statement/statementPageHeader';

/** The account page, an order's detail and the account's statement. */
export const profileRoutes: RouteManifest[] = [
  {
    path: '/profile',
    title: 'titles.profile',
    loader: () => import('./profileLoader').then((module) => module.profileLoader),
    page: () => import('./ProfileRoute').then((module) => module.ProfileRoute),
    modules: ['src/profile/ProfileRoute.tsx', 'src/profile/profileLoader.ts'],
    // The account card, orders and ledger; the records, addresses and settings follow from the app.
    data: {
      query: () =>
        import('./profileLoader').then(
          ({ profilePageQuery }) =>
            (url, _language, _params, accountMode) =>
              profilePageQuery(url, accountMode),
        ),
      session: true,
    },
  },
  {
    // A sub-route rather than a drawer: linkable, survives reloads. Any order's detail has one
    // first paint (the gateway matches `:id`): the frame paints before the code and the order.
    path: '/profile/orders/:id',
    title: 'titles.orderDetail',
    loader: () => import('./orderDetailLoader').then((module) => module.orderDetailLoader),
    page: () => import('./OrderDetailRoute').then((module) => module.OrderDetailRoute),
    modules: ['src/profile/OrderDetailRoute.tsx', 'src/profile/orderDetailLoader.ts'],
    // The order is the page (plain markup): without it, its LCP waited for the app and the query.
    data: {
      query: () => import('./orderDetailLoader').then((module) => module.orderDetailQuery),
      session: true,
    },
  },
  {
    // The account's ledger over a period, totalled by kind, with its files.
    path: '/profile/statement',
    title: 'titles.statement',
    loader: () => import('./statement/statementLoader').then((module) => module.statementLoader),
    page: () => import('./statement/StatementRoute').then((module) => module.StatementRoute),
    header: statementPageHeader,
    modules: ['src/profile/statement/StatementRoute.tsx', 'src/profile/statement/statementLoader.ts'],
  },
];

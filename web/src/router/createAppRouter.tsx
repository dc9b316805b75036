import { createBrowserRouter, redirect } from 'react-router';
import { cruuencyLoader } from '../cruuency/cruuencyLoader';
import { detailLoader } from '../detail/detailLoader';
import { noticeLoader } from '../help/noticeLoader';
import { HomeRoute } from '../home/HomeRoute';
import { homeLoader } from '../home/homeLoader';
import { marketLoader } from '../market/marketLoader';
import { orderDetailLoader } from '../profile/orderDetailLoader';
import { profileLoader } from '../profile/profileLoader';
import { AppShell } from '../shell/AppShell';
import { shellLoader } from '../shell/shellLoader';
import { AppLoading } from './AppLoading';
import { RouteError } from './RouteError';
import type { RouteHandle } from './routeHandle';

const title = (titleKey: string, titleParam?: string): RouteHandle => ({ titleKey, titleParam });

/**
 * Each route's loader starts its Relay query (render-as-you-fetch); pages other than home load
 * their component code on demand while their data is already on its way.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      id: 'shell',
      Component: AppShell,
      loader: shellLoader,
      // Language changes revalidate explicitly; plain navigations keep the footer's query.
      shouldRevalidate: ({ defaultShouldRevalidate, currentUrl, nextUrl }) =>
        currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false,
      errorElement: <RouteError />,
      HydrateFallback: AppLoading,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, Component: HomeRoute, loader: homeLoader, handle: title('titles.home') },
            {
              path: 'market',
              loader: marketLoader,
              lazy: () =>
                import('../market/MarketRoute').then((module) => ({ Component: module.MarketRoute })),
              handle: title('titles.market'),
            },
            {
              path: 'cruuency',
              loader: cruuencyLoader,
              lazy: () =>
                import('../cruuency/CruuencyRoute').then((module) => ({ Component: module.CruuencyRoute })),
              handle: title('titles.cruuency'),
            },
            {
              path: 'pass/login',
              lazy: () => import('../pass/LoginRoute').then((module) => ({ Component: module.LoginRoute })),
              handle: title('titles.login'),
            },
            {
              path: 'pass/register',
              lazy: () =>
                import('../pass/RegisterRoute').then((module) => ({ Component: module.RegisterRoute })),
              handle: title('titles.register'),
            },
            {
              path: 'pass/reset',
              lazy: () => import('../pass/ResetRoute').then((module) => ({ Component: module.ResetRoute })),
              handle: title('titles.reset'),
            },
            {
              path: 'help/notice',
              loader: noticeLoader,
              lazy: () => import('../help/NoticeRoute').then((module) => ({ Component: module.NoticeRoute })),
              handle: title('titles.notice'),
            },
            {
              path: 'detail',
              loader: detailLoader,
              lazy: () =>
                import('../detail/DetailRoute').then((module) => ({ Component: module.DetailRoute })),
              handle: title('titles.detail', 'title'),
            },
            {
              path: 'profile',
              loader: profileLoader,
              lazy: () =>
                import('../profile/ProfileRoute').then((module) => ({ Component: module.ProfileRoute })),
              handle: title('titles.profile'),
            },
            {
              // The order detail is a sub-route (linkable, survives reloads) rather than a drawer.
              path: 'profile/orders/:id',
              loader: orderDetailLoader,
              lazy: () =>
                import('../profile/OrderDetailRoute').then((module) => ({
                  Component: module.OrderDetailRoute,
                })),
              handle: title('titles.orderDetail'),
            },
            // Spec §2: unknown paths redirect to the home page.
            { path: '*', loader: () => redirect('/') },
          ],
        },
      ],
    },
  ]);
}

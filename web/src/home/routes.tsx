import type { AdoptedRouteManifest } from '../routing/routeManifest';
import { HomePage } from './HomePage';
import { HomeRoute } from './HomeRoute';
import { homeLoader } from './homeLoader';

/** The home page: the first route, prerendered with its data's placeholders and adopted by the app. */
export const homeRoute: AdoptedRouteManifest = {
  path: '/',
  title: 'titles.home',
  loader: homeLoader,
  Component: HomeRoute,
  prerendered: () => <HomePage queryRef={null} />,
};

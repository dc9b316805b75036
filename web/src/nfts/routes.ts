import type { RouteManifest } from '../routing/routeManifest';
import { nftsPageHeader } from './nftsPageHeader';

const modules = ['src/nfts/NftsPage.tsx', 'src/nfts/nftsLoader.ts'];

/** The NFT market and an NFT's page (`/nfts/:id`): one route, one chunk. */
export const nftsRoutes: RouteManifest[] = [
  {
    path: '/nfts/:id?',
    title: 'titles.nfts',
    loader: () => import('./nftsLoader').then((module) => module.nftsLoader),
    page: () => import('./NftsPage').then((module) => module.NftsPage),
    // Any NFT's page (the gateway matches `:id`) has a first paint of its own, without the market's header.
    screens: [
      { path: '/nfts', header: nftsPageHeader, modules },
      { path: '/nfts/:id', modules },
    ],
    // The first NFT pictures are the market's largest paint, the artwork an NFT's page's (a visitor's
    // view: signed in, the page holds the viewer's bids and is the app's to ask for).
    data: {
      query: () =>
        import('./nftsLoader').then(
          ({ nftsPageQuery }) =>
            (url, _language, params, _accountMode, signedIn) =>
              nftsPageQuery(url, params, signedIn),
        ),
    },
  },
];

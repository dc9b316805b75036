import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { MARKET_DETAIL_PATH } from './paths';
import { plainPage } from './plainPage';
import type { RouteHandle } from './routeHandle';

const title = (titleKey: string, titleParam?: string): RouteHandle => ({ titleKey, titleParam });

/**
 * Every page but the home page. The router discovers this table on the first navigation away from
 * the home page (createAppRouter's patchRoutesOnNavigation), so its entries and the list of chunks
 * each page preloads stay out of the first route's JavaScript: a new page costs the first screen
 * nothing. Each page loads on demand, in two parts fetched side by side: the small loader (with
 * the query's artifact), which starts the query as soon as it arrives, and the page's component
 * code (plain markup: no page loads Chakra to paint; see plainPage).
 */
export const pageRoutes: RouteObject[] = [
  {
    path: 'market',
    lazy: {
      loader: () => import('../market/marketLoader').then((module) => module.marketLoader),
      Component: plainPage(() => import('../market/MarketRoute').then((module) => module.MarketRoute)),
    },
    handle: title('titles.market'),
  },
  {
    path: MARKET_DETAIL_PATH.slice(1),
    lazy: {
      loader: () => import('../market-detail/marketDetailLoader').then((module) => module.marketDetailLoader),
      Component: plainPage(() =>
        import('../market-detail/MarketDetailRoute').then((module) => module.MarketDetailRoute),
      ),
    },
    handle: title('titles.marketDetail'),
  },
  {
    path: 'pass/login',
    lazy: {
      Component: plainPage(() => import('../pass/LoginRoute').then((module) => module.LoginRoute)),
    },
    handle: title('titles.login'),
  },
  {
    // Spec §2: the social sign-in callback, full screen (ShellFrame leaves the navigation out).
    path: 'api/loginCallback/:provider',
    lazy: {
      Component: plainPage(() =>
        import('../pass/social/SocialCallbackRoute').then((module) => module.SocialCallbackRoute),
      ),
    },
    handle: title('titles.socialCallback'),
  },
  {
    path: 'pass/register',
    lazy: {
      Component: plainPage(() => import('../pass/RegisterRoute').then((module) => module.RegisterRoute)),
    },
    handle: title('titles.register'),
  },
  {
    path: 'pass/reset',
    lazy: {
      Component: plainPage(() => import('../pass/ResetRoute').then((module) => module.ResetRoute)),
    },
    handle: title('titles.reset'),
  },
  {
    path: 'help',
    lazy: {
      loader: () => import('../help/helpLoader').then((module) => module.helpLoader),
      Component: plainPage(() => import('../help/HelpRoute').then((module) => module.HelpRoute)),
    },
    handle: title('titles.help'),
  },
  {
    path: 'help/faq',
    lazy: {
      loader: () => import('../help/faqLoader').then((module) => module.faqLoader),
      Component: plainPage(() => import('../help/FaqRoute').then((module) => module.FaqRoute)),
    },
    handle: title('titles.faq'),
  },
  {
    path: 'introduction',
    lazy: {
      loader: () => import('../help/helpLoader').then((module) => module.introductionLoader),
      Component: plainPage(() =>
        import('../help/IntroductionRoute').then((module) => module.IntroductionRoute),
      ),
    },
    handle: title('titles.introduction'),
  },
  {
    path: 'customerservice',
    lazy: {
      loader: () => import('../chat/chatLoader').then((module) => module.chatLoader),
      Component: plainPage(() => import('../chat/ChatRoute').then((module) => module.ChatRoute)),
    },
    handle: title('titles.customerService'),
  },
  {
    path: 'help/notice',
    lazy: {
      loader: () => import('../help/noticeLoader').then((module) => module.noticeLoader),
      Component: plainPage(() => import('../help/NoticeRoute').then((module) => module.NoticeRoute)),
    },
    handle: title('titles.notice'),
  },
  {
    path: 'detail',
    lazy: {
      loader: () => import('../detail/detailLoader').then((module) => module.detailLoader),
      Component: plainPage(() => import('../detail/DetailRoute').then((module) => module.DetailRoute)),
    },
    handle: title('titles.detail', 'title'),
  },
  {
    path: 'loan',
    lazy: {
      loader: () => import('../loan/loanLoader').then((module) => module.loanLoader),
      Component: plainPage(() => import('../loan/LoanRoute').then((module) => module.LoanRoute)),
    },
    handle: title('titles.loan'),
  },
  {
    path: 'trading',
    lazy: {
      loader: () => import('../smart/tradingLoader').then((module) => module.tradingLoader),
      Component: plainPage(() => import('../smart/TradingRoute').then((module) => module.TradingRoute)),
    },
    handle: title('titles.trading'),
  },
  {
    // The market and an NFT's page (`/nfts/:id`) share one entry and one chunk.
    path: 'nfts/:id?',
    lazy: {
      loader: () => import('../nfts/nftsLoader').then((module) => module.nftsLoader),
      Component: plainPage(() => import('../nfts/NftsPage').then((module) => module.NftsPage)),
    },
    handle: title('titles.nfts'),
  },
  {
    path: 'profile',
    lazy: {
      loader: () => import('../profile/profileLoader').then((module) => module.profileLoader),
      Component: plainPage(() => import('../profile/ProfileRoute').then((module) => module.ProfileRoute)),
    },
    handle: title('titles.profile'),
  },
  {
    // The order detail is a sub-route (linkable, survives reloads) rather than a drawer.
    path: 'profile/orders/:id',
    lazy: {
      loader: () => import('../profile/orderDetailLoader').then((module) => module.orderDetailLoader),
      Component: plainPage(() =>
        import('../profile/OrderDetailRoute').then((module) => module.OrderDetailRoute),
      ),
    },
    handle: title('titles.orderDetail'),
  },
  {
    path: 'profile/notification',
    lazy: {
      loader: () =>
        import('../notifications/notificationsLoader').then((module) => module.notificationsLoader),
      Component: plainPage(() =>
        import('../notifications/NotificationsRoute').then((module) => module.NotificationsRoute),
      ),
    },
    handle: title('titles.notifications'),
  },
  {
    path: 'profile/invite',
    lazy: {
      loader: () => import('../invite/inviteLoader').then((module) => module.inviteLoader),
      Component: plainPage(() => import('../invite/InviteRoute').then((module) => module.InviteRoute)),
    },
    handle: title('titles.invite'),
  },
  {
    path: 'profile/balance',
    lazy: {
      loader: () => import('../funds/balanceLoader').then((module) => module.balanceLoader),
      Component: plainPage(() => import('../funds/BalanceRoute').then((module) => module.BalanceRoute)),
    },
    handle: title('titles.balance'),
  },
  {
    path: 'profile/balance/withdraw',
    lazy: {
      loader: () => import('../funds/withdrawLoader').then((module) => module.withdrawLoader),
      Component: plainPage(() => import('../funds/WithdrawRoute').then((module) => module.WithdrawRoute)),
    },
    handle: title('titles.withdraw'),
  },
  // Spec §2: unknown paths redirect to the home page.
  { path: '*', loader: () => redirect('/') },
];

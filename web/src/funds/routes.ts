import type { RouteManifest } from '../routing/routeManifest';
import { balancePageHeader, withdrawPageHeader } from './fundsPageHeaders';

/** The account's money: the balance with deposits and withdrawals, and the withdrawal form. */
export const fundsRoutes: RouteManifest[] = [
  {
    path: '/profile/balance',
    title: 'titles.balance',
    loader: () => import('./balanceLoader').then((module) => module.balanceLoader),
    page: () => import('./BalanceRoute').then((module) => module.BalanceRoute),
    header: balancePageHeader,
  },
  {
    path: '/profile/balance/withdraw',
    title: 'titles.withdraw',
    loader: () => import('./withdrawLoader').then((module) => module.withdrawLoader),
    page: () => import('./WithdrawRoute').then((module) => module.WithdrawRoute),
    header: withdrawPageHeader,
  },
];

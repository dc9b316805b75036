import type { RouteManifest } from '../routing/routeManifest';
import { loanPageHeader } from './loanPageHeader';

/** The loan calculator and application. */
export const loanRoutes: RouteManifest[] = [
  {
    path: '/loan',
    title: 'titles.loan',
    loader: () => import('./loanLoader').then((module) => module.loanLoader),
    page: () => import('./LoanRoute').then((module) => module.LoanRoute),
    // Its risk warning (in the header's fallback) is the largest text; the page's code comes after.
    header: loanPageHeader,
    modules: ['src/loan/LoanRoute.tsx', 'src/loan/loanLoader.ts'],
  },
];

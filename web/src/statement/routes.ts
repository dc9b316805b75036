import type { RouteManifest } from '../routing/routeManifest';
import { statementPageHeader } from './statementPageHeader';

/** The account's statement: its ledger over a period, totalled by kind, with its files. */
export const statementRoutes: RouteManifest[] = [
  {
    path: '/profile/statement',
    title: 'titles.statement',
    loader: () => import('./statementLoader').then((module) => module.statementLoader),
    page: () => import('./StatementRoute').then((module) => module.StatementRoute),
    header: statementPageHeader,
    modules: ['src/statement/StatementRoute.tsx', 'src/statement/statementLoader.ts'],
  },
];

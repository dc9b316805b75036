import type { IconName } from '../components/ui/icon';

export type NavTab = {
  key: 'home' | 'market' | 'trading' | 'loan' | 'nfts' | 'account';
  path: string;
  icon: IconName;
};

/** The six entries of the desktop top bar and the mobile bottom bar. */
export const navTabs: readonly NavTab[] = [
  { key: 'home', path: '/', icon: 'home' },
  { key: 'market', path: '/market', icon: 'market' },
  { key: 'trading', path: '/trading', icon: 'trading' },
  { key: 'loan', path: '/loan', icon: 'loan' },
  { key: 'nfts', path: '/nfts', icon: 'nfts' },
  { key: 'account', path: '/profile', icon: 'account' },
];

/** The tab whose path matches the first segment of the location (`/profile/invite` → account). */
export function activeTab(pathname: string): NavTab | undefined {
  const first = `/${pathname.split('/')[1] ?? ''}`;
  return navTabs.find((tab) => tab.path === first);
}

/** Pages that are not a tab root get the sub-page top bar on mobile. */
export function isTabRoot(pathname: string): boolean {
  return navTabs.some((tab) => tab.path === pathname);
}

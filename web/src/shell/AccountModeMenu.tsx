import { lazy, Suspense } from 'react';
import skeleton from '../components/ui/skeleton.module.css';
import styles from './SessionActions.module.css';

/** Where the chip will be, while its code or its account loads (and in the prerendered page). */
export const accountChipPlaceholder = <div className={`${skeleton.skeleton} ${styles.chipPlaceholder}`} />;

/** The chip's code: the shell loader starts it beside the chip's query when signed in. */
export const loadAccountModeMenu = () => import('./AccountModeMenuLive');

const AccountModeMenuLive = lazy(() =>
  loadAccountModeMenu().then((module) => ({ default: module.AccountModeMenuLive })),
);

/**
 * The account chip next to the bell (signed in): DEMO/REAL with the balance, and a menu to switch.
 * Its code is a small chunk of its own, off the first screen's budget: the prerendered page and a
 * signed-out visitor never run it, and a signed-in start fetches it beside the chip's query.
 */
export function AccountModeMenu({ compact = false }: { compact?: boolean }) {
  return (
    <Suspense fallback={accountChipPlaceholder}>
      <AccountModeMenuLive compact={compact} />
    </Suspense>
  );
}

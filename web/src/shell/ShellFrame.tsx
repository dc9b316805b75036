import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../components/ui/list-skeleton';
import { narrowPageFrameClass, PageHeader, pageFrameClass } from '../components/ui/page-header';
import { RiskNote } from '../components/ui/risk-note';
import { SimulatedBadge } from '../components/ui/simulated-badge';
import type { Screen } from '../routing/routeManifest';
import { MobileLayoutContext } from '../state/mobileLayout';
import { BottomTabBar } from './BottomTabBar';
import { MobileTopBar } from './MobileTopBar';
import { isTabRoot } from './navTabs';
import styles from './ShellFrame.module.css';
import { SubPageTopBar } from './SubPageTopBar';
import { TopBar } from './TopBar';

/** The social sign-in callback is full screen, with no navigation chrome at all. */
export function isChromeless(pathname: string): boolean {
  return pathname.startsWith('/api/loginCallback/');
}

type ShellFrameProps = {
  /** The mobile layout (chosen by user agent). */
  mobile: boolean;
  pathname: string;
  /** What the route's manifest says the page shows at this address before it arrives (PageFallback). */
  screen: Screen | undefined;
  /** The page title, shown by the mobile sub-page bar. */
  title: string;
  onPickLanguage: () => void;
  /** The page (inside <main>, in a Suspense boundary showing the page fallback). */
  children: ReactNode;
  /** The footer's content (its data arrives later; a Suspense boundary showing nothing meanwhile); pages without a footer ignore it. */
  footer: ReactNode;
  /** Dialogs and other layers above the page. */
  overlays?: ReactNode;
};

/**
 * The frame around every page: skip link, top bar (with the chat button), main, footer,
 * bottom tab bar. Plain markup and CSS, no data: the build renders it into index.html for the first paint
 * (see prerender/), and AppShell renders it with the live route. The Suspense boundaries are here,
 * so the prerendered markup carries them too: React adopts that markup as it is (hydrateRoot).
 */
export function ShellFrame({
  mobile,
  pathname,
  screen,
  title,
  onPickLanguage,
  children,
  footer,
  overlays,
}: ShellFrameProps) {
  const { t } = useTranslation();
  if (isChromeless(pathname)) {
    return (
      <div className={styles.frame}>
        <main id="main" tabIndex={-1} className={styles.main}>
          <Suspense fallback={<PageFallback screen={screen} />}>{children}</Suspense>
        </main>
        {overlays}
      </div>
    );
  }
  return (
    <div className={mobile ? `${styles.frame} ${styles.mobile}` : styles.frame}>
      <a href="#main" className={styles.skipLink}>
        {t('app.skipToContent')}
      </a>
      {!mobile ? (
        <TopBar />
      ) : isTabRoot(pathname) ? (
        <MobileTopBar onPickLanguage={onPickLanguage} />
      ) : (
        <SubPageTopBar title={title} onPickLanguage={onPickLanguage} />
      )}
      <main id="main" tabIndex={-1} className={styles.main}>
        <MobileLayoutContext value={mobile}>
          <Suspense fallback={<PageFallback screen={screen} />}>{children}</Suspense>
        </MobileLayoutContext>
      </main>
      {screen?.footer === false ? null : (
        <div className={styles.footer}>
          <Suspense fallback={null}>{footer}</Suspense>
        </div>
      )}
      {mobile ? <BottomTabBar /> : null}
      {overlays}
    </div>
  );
}

/**
 * The page area while a page's code or data loads, as the route's manifest says (its screen): its
 * own fallback (a pass page's card with its title), or its header when it has one, then placeholder
 * rows.
 */
export function PageFallback({ screen }: { screen: Screen | undefined }) {
  const { t } = useTranslation();
  if (screen?.fallback) return screen.fallback();
  const header = screen?.header;
  if (!header) {
    return (
      <div className={styles.pageFallback}>
        <ListSkeleton />
      </div>
    );
  }
  return (
    <div className={header.narrow ? narrowPageFrameClass : pageFrameClass}>
      <PageHeader
        title={t(header.title)}
        subtitle={header.subtitle ? t(header.subtitle) : undefined}
        aside={header.simulated ? <SimulatedBadge /> : null}
      />
      {header.riskNote ? <RiskNote text={t(header.riskNote)} /> : null}
      <ListSkeleton />
    </div>
  );
}

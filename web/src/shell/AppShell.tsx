import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { useToasterWanted } from '../components/ui/toaster-host';
import { useReleaseReplacedRouteQueries } from '../relay/preloadRouteQuery';
import { isRouteHandle, screenAt } from '../routing/routeHandle';
import { useLoaderValue } from '../routing/useLoaderValue';
import { useHydrated } from '../state/hydration';
import { isMobileUserAgent } from '../state/isMobileUserAgent';
import { AccountModeQueryContext } from './AccountModeQueryContext';
import { IntroBoard } from './IntroBoard';
import { ShellFooter } from './ShellFooter';
import { PageFallback, ShellFrame } from './ShellFrame';
import type { shellLoader } from './shellLoader';

const mobile = isMobileUserAgent();

// Chakra's dialog and toasts load when first needed: opening the picker, creating a toast.
const LanguagePickerDialog = lazy(() =>
  import('./LanguagePickerDialog').then((module) => ({ default: module.LanguagePickerDialog })),
);
const Toaster = lazy(() => import('./ShellToaster').then((module) => ({ default: module.ShellToaster })));

/** The frame around every page: bars, footer, chat button, intro board, language picker. */
export function AppShell() {
  const { t } = useTranslation();
  const { footerQuery, account } = useLoaderValue<typeof shellLoader>();
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const [pickerOpen, setPickerOpen] = useState(false);
  const [pickerUsed, setPickerUsed] = useState(false);
  const toasterWanted = useToasterWanted();
  // The shell is the root route's component: it sees every navigation settle.
  useReleaseReplacedRouteQueries();
  // While React adopts the prerendered markup, the page and the footer render what the build put
  // there: the home page with its placeholders, or the page fallback (ShellFrame, prerender/).
  const hydrated = useHydrated();
  const shownPath = useRef(pathname);
  // Every navigation starts at the top of the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the path changed
  useEffect(() => {
    window.scrollTo(0, 0);
    // The control that led here (a form's submit, a link) went with the last page: the keyboard
    // starts on the new page's content rather than at the top of the document.
    // Not on the first page: a page load starts at the skip link.
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (lost && shownPath.current !== pathname)
      document.getElementById('main')?.focus({ preventScroll: true });
    shownPath.current = pathname;
  }, [pathname]);

  const handle = matches.map((match) => match.handle).findLast(isRouteHandle);
  const paramTitle = handle?.titleParam ? new URLSearchParams(search).get(handle.titleParam) : null;
  const title = paramTitle || (handle ? t(handle.titleKey) : t('app.name'));
  const screen = screenAt(handle, pathname);
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);

  const openPicker = () => {
    setPickerUsed(true);
    setPickerOpen(true);
  };

  return (
    <AccountModeQueryContext value={account}>
      <ShellFrame
        mobile={mobile}
        pathname={pathname}
        screen={screen}
        title={title}
        onPickLanguage={openPicker}
        footer={
          <ErrorBoundary fallback={() => null}>
            {hydrated ? <ShellFooter queryRef={footerQuery} /> : null}
          </ErrorBoundary>
        }
        overlays={
          <>
            {mobile ? <IntroBoard /> : null}
            {pickerUsed ? (
              <Suspense fallback={null}>
                <LanguagePickerDialog open={pickerOpen} onOpenChange={setPickerOpen} />
              </Suspense>
            ) : null}
            {toasterWanted ? (
              <Suspense fallback={null}>
                <Toaster />
              </Suspense>
            ) : null}
          </>
        }
      >
        {hydrated || handle?.adopted ? <Outlet /> : <PageFallback screen={screen} />}
      </ShellFrame>
    </AccountModeQueryContext>
  );
}

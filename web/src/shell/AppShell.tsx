import { Box, Flex } from '@chakra-ui/react';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { ListSkeleton } from '../components/ui/list-skeleton';
import { Toaster } from '../components/ui/toaster';
import { isRouteHandle } from '../router/routeHandle';
import { useLoaderValue } from '../router/useLoaderValue';
import { BottomTabBar } from './BottomTabBar';
import { ChatButton } from './ChatButton';
import { IntroBoard } from './IntroBoard';
import { isMobileUserAgent } from './isMobileUserAgent';
import { LanguagePickerDialog } from './LanguagePickerDialog';
import { MobileTopBar } from './MobileTopBar';
import { isTabRoot } from './navTabs';
import { ShellFooter } from './ShellFooter';
import { SubPageTopBar } from './SubPageTopBar';
import type { shellLoader } from './shellLoader';
import { TopBar } from './TopBar';

const mobile = isMobileUserAgent();
const pagesWithoutFooter = new Set(['/pass/reset', '/pass/login', '/pass/register']);

function PageFallback() {
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '3', md: '6' }} py="8">
      <ListSkeleton />
    </Box>
  );
}

/** The frame around every page (spec §2): bars, footer, chat button, intro board, language picker. */
export function AppShell() {
  const { t } = useTranslation();
  const { footerQuery } = useLoaderValue<typeof shellLoader>();
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const [pickerOpen, setPickerOpen] = useState(false);

  // Spec §2: every navigation starts at the top of the new page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the path changed
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const handle = matches.map((match) => match.handle).findLast(isRouteHandle);
  const paramTitle = handle?.titleParam ? new URLSearchParams(search).get(handle.titleParam) : null;
  const title = paramTitle || (handle ? t(handle.titleKey) : t('app.name'));
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);

  const openPicker = () => setPickerOpen(true);

  return (
    <Flex direction="column" minH="100dvh">
      <Box
        asChild
        position="absolute"
        insetStart="2"
        top="-20"
        zIndex="max"
        bg="brand.solid"
        color="brand.contrast"
        px="3"
        py="2"
        rounded="md"
        _focus={{ top: '2' }}
      >
        <a href="#main">{t('app.skipToContent')}</a>
      </Box>
      {!mobile ? (
        <TopBar />
      ) : isTabRoot(pathname) ? (
        <MobileTopBar onPickLanguage={openPicker} />
      ) : (
        <SubPageTopBar title={title} onPickLanguage={openPicker} />
      )}
      <Box as="main" id="main" tabIndex={-1} flex="1" pb={mobile ? '20' : '0'} _focus={{ outline: 'none' }}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </Box>
      {pagesWithoutFooter.has(pathname) ? null : (
        <Box pb={mobile ? '16' : '0'}>
          <ErrorBoundary fallback={() => null}>
            <Suspense fallback={null}>
              <ShellFooter queryRef={footerQuery} />
            </Suspense>
          </ErrorBoundary>
        </Box>
      )}
      {mobile ? <BottomTabBar /> : null}
      <ChatButton raised={mobile} />
      {mobile ? <IntroBoard /> : null}
      <LanguagePickerDialog open={pickerOpen} onOpenChange={setPickerOpen} />
      <Toaster />
    </Flex>
  );
}

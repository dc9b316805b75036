import type { RouteManifest } from '../routing/routeManifest';
import { faqPageHeader, helpPageHeader, introductionPageHeader, noticePageHeader } from './helpPageHeaders';

/** The help centre, the FAQ, the notices and the about-us article. */
export const helpRoutes: RouteManifest[] = [
  {
    path: '/help',
    title: 'titles.help',
    loader: () => import('./helpLoader').then((module) => module.helpLoader),
    page: () => import('./HelpRoute').then((module) => module.HelpRoute),
    header: helpPageHeader,
    // The build's alone: the browser's bundle leaves it out (import.meta.env.SSR), so it adds no
    // chunk there and moves no module out of the page's.
    firstPaint: import.meta.env.SSR
      ? () =>
          Promise.all([
            import('./HelpRoute'),
            import('./HelpSearch'),
            import('../components/ui/text-skeleton'),
          ]).then(([{ HelpCentre }, { HelpSearchSkeleton }, { TextSkeleton }]) => (
            <HelpCentre search={<HelpSearchSkeleton />} legal={<TextSkeleton lines={3} />} />
          ))
      : undefined,
    modules: ['src/help/HelpRoute.tsx', 'src/help/helpLoader.ts'],
  },
  {
    path: '/help/faq',
    title: 'titles.faq',
    loader: () => import('./faqLoader').then((module) => module.faqLoader),
    page: () => import('./FaqRoute').then((module) => module.FaqRoute),
    header: faqPageHeader,
    modules: ['src/help/FaqRoute.tsx', 'src/help/faqLoader.ts'],
    data: { query: () => import('./faqLoader').then((module) => module.faqQuery) },
  },
  {
    path: '/introduction',
    title: 'titles.introduction',
    loader: () => import('./helpLoader').then((module) => module.introductionLoader),
    page: () => import('./IntroductionRoute').then((module) => module.IntroductionRoute),
    header: introductionPageHeader,
    modules: ['src/help/IntroductionRoute.tsx', 'src/help/helpLoader.ts'],
    data: { query: () => import('./helpLoader').then((module) => module.introductionQuery) },
  },
  {
    path: '/help/notice',
    title: 'titles.notice',
    loader: () => import('./noticeLoader').then((module) => module.noticeLoader),
    page: () => import('./NoticeRoute').then((module) => module.NoticeRoute),
    header: noticePageHeader,
    modules: ['src/help/NoticeRoute.tsx', 'src/help/noticeLoader.ts'],
    data: { query: () => import('./noticeLoader').then((module) => module.noticeQuery) },
  },
];

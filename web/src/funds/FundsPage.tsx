import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { ErrorState } from '../components/ui/error-state';
import { ListSkeleton } from '../components/ui/list-skeleton';
import { narrowPageFrameClass, PageHeader, type PageHeaderKeys } from '../components/ui/page-header';
import { SignInPrompt } from '../components/ui/sign-in-prompt';
import { useClientState } from '../state/clientStore';

type Props = {
  /** The same keys the page's fallback and first paint show (routes.ts). */
  header: PageHeaderKeys;
  /** The page's data part, rendered once signed in and its query is preloaded (null otherwise). */
  content: ReactNode | null;
};

/** The frame of a money page: header, then its content with loading and error states, or sign-in. */
export function FundsPage({ header, content }: Props) {
  const { t } = useTranslation();
  const isLogin = useClientState((state) => state.isLogin);
  return (
    <div className={narrowPageFrameClass}>
      <PageHeader title={t(header.title)} subtitle={header.subtitle ? t(header.subtitle) : undefined} />
      {isLogin && content ? (
        <ErrorBoundary fallback={(reset) => <ErrorState onRetry={reset} />}>
          <Suspense fallback={<ListSkeleton rows={4} />}>{content}</Suspense>
        </ErrorBoundary>
      ) : (
        <SignInPrompt />
      )}
    </div>
  );
}

import { Box, Stack } from '@chakra-ui/react';
import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { ErrorState } from '../components/ui/error-state';
import { ListSkeleton } from '../components/ui/list-skeleton';
import { PageHeader } from '../components/ui/page-header';
import { SignInPrompt } from '../components/ui/sign-in-prompt';
import { useClientState } from '../state/clientStore';

type Props = {
  title: string;
  subtitle: string;
  /** The page's data part, rendered once signed in and its query is preloaded (null otherwise). */
  content: ReactNode | null;
};

/** The frame of a money page: header, then its content with loading and error states, or sign-in. */
export function FundsPage({ title, subtitle, content }: Props) {
  const isLogin = useClientState((state) => state.isLogin);
  return (
    <Box maxW="3xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '8' }}>
      <Stack gap="5">
        <PageHeader title={title} subtitle={subtitle} />
        {isLogin && content ? (
          <ErrorBoundary fallback={(reset) => <ErrorState onRetry={reset} />}>
            <Suspense fallback={<ListSkeleton rows={4} />}>{content}</Suspense>
          </ErrorBoundary>
        ) : (
          <SignInPrompt />
        )}
      </Stack>
    </Box>
  );
}

import { Box, Heading, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/ui/empty-state';
import { useLoaderValue } from '../router/useLoaderValue';
import { DetailArticle } from './DetailArticle';
import type { detailLoader } from './detailLoader';

/** `/detail?id=&title=`: a content article linked from the footer. */
export function DetailRoute() {
  const { t } = useTranslation();
  const { title, queryRef } = useLoaderValue<typeof detailLoader>();
  return (
    <Box maxW="3xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '10' }}>
      {queryRef ? (
        <Suspense
          fallback={
            <Stack gap="4" aria-busy="true">
              {title ? (
                <Heading as="h1" size="2xl">
                  {title}
                </Heading>
              ) : (
                <Skeleton height="8" width="60%" />
              )}
              <SkeletonText noOfLines={6} />
            </Stack>
          }
        >
          <DetailArticle queryRef={queryRef} />
        </Suspense>
      ) : (
        <EmptyState title={t('detail.notFound')} />
      )}
    </Box>
  );
}

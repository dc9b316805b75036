import { HStack, Skeleton, SkeletonCircle, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="3" aria-busy="true" aria-label={t('common.loading')} py="2">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <HStack key={index} gap="3" px="2">
          <SkeletonCircle size="8" />
          <Skeleton height="4" flex="1" />
          <Skeleton height="4" width="20" />
        </HStack>
      ))}
    </Stack>
  );
}

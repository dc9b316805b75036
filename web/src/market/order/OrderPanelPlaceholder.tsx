import { Skeleton, Stack } from '@chakra-ui/react';

/** The order panel's frame while its code or data loads. */
export function OrderPanelPlaceholder() {
  return (
    <Stack gap="3" layerStyle="panel" p="5" aria-busy="true">
      <Skeleton height="6" width="40%" />
      <Skeleton height="5" width="80%" />
      <Skeleton height="10" />
    </Stack>
  );
}

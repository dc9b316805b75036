import { Center, Spinner } from '@chakra-ui/react';

/** Shown once, while the first route's loader and code arrive. */
export function AppLoading() {
  return (
    <Center minH="100dvh">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}

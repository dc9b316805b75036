import { Box } from '@chakra-ui/react';
import { useRevalidator, useRouteError } from 'react-router';
import { ErrorState } from '../components/ui/error-state';

/** A route that failed to load or render: the shell stays, the page offers a retry. */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (error) console.warn('Route failed', error);
  return (
    <Box py="16" px="4">
      <ErrorState onRetry={() => void revalidator.revalidate()} />
    </Box>
  );
}

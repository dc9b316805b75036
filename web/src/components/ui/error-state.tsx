import { Button, EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

type ErrorStateProps = {
  title?: string;
  description?: string;
  onRetry?: () => void;
};

export function ErrorState({ title, description, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <ChakraEmptyState.Root size="sm" role="alert">
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator color="fg.error">
          <Icon name="alert" />
        </ChakraEmptyState.Indicator>
        <VStack textAlign="center">
          <ChakraEmptyState.Title>{title ?? t('common.somethingWrong')}</ChakraEmptyState.Title>
          <ChakraEmptyState.Description>{description ?? t('common.loadFailed')}</ChakraEmptyState.Description>
        </VStack>
        {onRetry ? (
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}

import { Flex, HStack, IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/ui/icon';
import { Brand } from './Brand';
import { SessionActions } from './SessionActions';

/** The mobile header of the tab pages: brand, language picker, bell or login. */
export function MobileTopBar({ onPickLanguage }: { onPickLanguage: () => void }) {
  const { t } = useTranslation();
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
      h="14"
      px="3"
      align="center"
      justify="space-between"
    >
      <Brand />
      <HStack gap="1">
        <IconButton variant="ghost" size="sm" aria-label={t('nav.language')} onClick={onPickLanguage}>
          <Icon name="globe" />
        </IconButton>
        <SessionActions compact />
      </HStack>
    </Flex>
  );
}

import { Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Icon } from '../components/ui/icon';
import { SessionActions } from './SessionActions';

type SubPageTopBarProps = { title: string; onPickLanguage: () => void };

/** The mobile top bar of sub-pages: back, title, language picker, bell or login (spec §2). */
export function SubPageTopBar({ title, onPickLanguage }: SubPageTopBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
      px="2"
      align="center"
      gap="2"
    >
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={t('common.back')}
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
      >
        <Icon name="back" _rtl={{ transform: 'scaleX(-1)' }} />
      </IconButton>
      <Text fontSize="md" fontWeight="semibold" flex="1" minW="0" truncate>
        {title}
      </Text>
      <HStack gap="1">
        <IconButton variant="ghost" size="sm" aria-label={t('nav.language')} onClick={onPickLanguage}>
          <Icon name="globe" />
        </IconButton>
        <SessionActions compact />
      </HStack>
    </Flex>
  );
}

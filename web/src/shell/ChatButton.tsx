import { IconButton } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../components/ui/icon';

/** The floating customer-service button shown on every page (spec §2). */
export function ChatButton({ raised }: { raised: boolean }) {
  const { t } = useTranslation();
  return (
    <IconButton
      asChild
      position="fixed"
      bottom={raised ? '20' : '6'}
      insetEnd="4"
      zIndex="overlay"
      rounded="full"
      size="lg"
      colorPalette="brand"
      shadow="lg"
      aria-label={t('nav.chat')}
    >
      <Link to="/customerservice">
        <Icon name="chat" boxSize="6" />
      </Link>
    </IconButton>
  );
}

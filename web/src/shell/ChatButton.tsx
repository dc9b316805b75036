import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button-class';
import { Icon } from '../components/ui/icon';
import styles from './ChatButton.module.css';

/** The floating customer-service button shown on every page (spec §2). */
export function ChatButton({ raised }: { raised: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/customerservice"
      aria-label={t('nav.chat')}
      className={buttonClass({
        size: 'lg',
        palette: 'brand',
        iconOnly: true,
        className: raised ? `${styles.chat} ${styles.raised}` : styles.chat,
      })}
    >
      <Icon name="chat" size="var(--chakra-sizes-6)" />
    </Link>
  );
}

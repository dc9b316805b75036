import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/ui/button-class';
import { Icon } from '../components/ui/icon';
import { Brand } from './Brand';
import { ChatButton } from './ChatButton';
import { SessionActions } from './SessionActions';
import styles from './TopBar.module.css';

/** The mobile header of the tab pages: brand, language picker, chat, bell or login. */
export function MobileTopBar({ onPickLanguage }: { onPickLanguage: () => void }) {
  const { t } = useTranslation();
  return (
    <header className={`${styles.header} ${styles.mobileRow}`}>
      <Brand />
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass({ variant: 'ghost', size: 'sm', iconOnly: true })}
          aria-label={t('nav.language')}
          onClick={onPickLanguage}
        >
          <Icon name="globe" />
        </button>
        <ChatButton />
        <SessionActions compact />
      </div>
    </header>
  );
}

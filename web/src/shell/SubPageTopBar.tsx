import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../components/ui/button-class';
import { Icon } from '../components/ui/icon';
import { ChatButton } from './ChatButton';
import { SessionActions } from './SessionActions';
import styles from './TopBar.module.css';

type SubPageTopBarProps = { title: string; onPickLanguage: () => void };

/** The mobile top bar of sub-pages: back, title, language picker, chat, bell or login. */
export function SubPageTopBar({ title, onPickLanguage }: SubPageTopBarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const iconButton = buttonClass({ variant: 'ghost', size: 'sm', iconOnly: true });
  return (
    <header className={`${styles.header} ${styles.subPageRow}`}>
      <button
        type="button"
        className={iconButton}
        aria-label={t('common.back')}
        onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
      >
        <Icon name="back" className={styles.back} />
      </button>
      <p className={styles.title}>{title}</p>
      <div className={styles.actions}>
        <button type="button" className={iconButton} aria-label={t('nav.language')} onClick={onPickLanguage}>
          <Icon name="globe" />
        </button>
        <ChatButton />
        <SessionActions compact />
      </div>
    </header>
  );
}

import { useTranslation } from 'react-i18next';
import { buttonClass } from './button-class';
import styles from './empty-state.module.css';
import { Icon } from './icon';

type ErrorStateProps = {
  title?: string;
  description?: string;
  onRetry?: () => void;
};

/** A failed region with a retry, drawn like the empty state (plain markup, no Chakra). */
export function ErrorState({ title, description, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.root} role="alert">
      <div className={styles.content}>
        <div className={`${styles.indicator} ${styles.error}`}>
          <Icon name="alert" />
        </div>
        <div className={styles.text}>
          <h3 className={styles.title}>{title ?? t('common.somethingWrong')}</h3>
          <p className={styles.description}>{description ?? t('common.loadFailed')}</p>
        </div>
        {onRetry ? (
          <button type="button" className={buttonClass({ variant: 'outline', size: 'sm' })} onClick={onRetry}>
            {t('common.retry')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './Brand.module.css';

/** The logo mark and name, linking home. */
export function Brand() {
  const { t } = useTranslation();
  return (
    <Link to="/" aria-label={`${t('app.name')} – ${t('nav.home')}`}>
      <div className={styles.brand}>
        <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
          <rect width="32" height="32" rx="8" fill="#f0b90b" />
          <path d="M8 21l6-7 4 4 6-8" stroke="#0b0e14" strokeWidth="3" fill="none" strokeLinecap="round" />
        </svg>
        <p className={styles.name}>{t('app.name')}</p>
      </div>
    </Link>
  );
}

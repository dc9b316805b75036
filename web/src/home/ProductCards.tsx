import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button-class';
import heading from '../components/ui/heading.module.css';
import { Icon, type IconName } from '../components/ui/icon';
import styles from './ProductCards.module.css';

const products: readonly { key: 'market' | 'loan' | 'trading' | 'nfts'; to: string; icon: IconName }[] = [
  { key: 'market', to: '/market', icon: 'market' },
  { key: 'loan', to: '/loan', icon: 'loan' },
  { key: 'trading', to: '/trading', icon: 'trading' },
  { key: 'nfts', to: '/nfts', icon: 'nfts' },
];

/** The Get Started cards of the home page, to /market, /loan, /trading and /nfts. */
export function ProductCards() {
  const { t } = useTranslation();
  return (
    <div className={styles.grid}>
      {products.map((product) => (
        <div key={product.key} className={styles.card}>
          <div className={`${styles.body} ${styles.bodyGap}`}>
            <Icon name={product.icon} size="var(--chakra-sizes-7)" className={styles.icon} />
            <h3 className={`${heading.heading} ${heading.md}`}>{t(`home.products.${product.key}.title`)}</h3>
            <p className={styles.text}>{t(`home.products.${product.key}.text`)}</p>
          </div>
          <div className={styles.footer}>
            <Link
              to={product.to}
              className={buttonClass({ variant: 'outline', palette: 'brand', size: 'sm' })}
              aria-label={`${t('home.getStarted')}: ${t(`home.products.${product.key}.title`)}`}
            >
              {t('home.getStarted')}
            </Link>
          </div>
        </div>
      ))}
    </div>
  );
}

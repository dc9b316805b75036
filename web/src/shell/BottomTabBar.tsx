import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Icon } from '../components/ui/icon';
import styles from './BottomTabBar.module.css';
import { activeTab, navTabs } from './navTabs';

/** The mobile bottom tab bar; the active entry follows the first path segment. */
export function BottomTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeTab(pathname);
  return (
    <nav aria-label={t('nav.main')} className={styles.bar}>
      <ul className={styles.tabs}>
        {navTabs.map((tab) => {
          const current = active?.key === tab.key;
          return (
            <li key={tab.key}>
              <NavLink to={tab.path} aria-current={current ? 'page' : undefined} className={styles.tab}>
                <Icon name={tab.icon} />
                <p className={styles.label}>{t(`nav.${tab.key}`)}</p>
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

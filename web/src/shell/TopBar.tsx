import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Brand } from './Brand';
import { ChatButton } from './ChatButton';
import { LanguageMenu } from './LanguageMenu';
import { activeTab, navTabs } from './navTabs';
import { SessionActions } from './SessionActions';
import styles from './TopBar.module.css';

/** The desktop top bar: brand, six tabs, chat, language dropdown, session actions. */
export function TopBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeTab(pathname);
  return (
    <header className={styles.header}>
      <div className={styles.desktopRow}>
        <Brand />
        <nav aria-label={t('nav.main')} className={styles.nav}>
          <ul className={styles.tabs}>
            {navTabs.map((tab) => {
              const current = active?.key === tab.key;
              return (
                <li key={tab.key}>
                  <NavLink to={tab.path} aria-current={current ? 'page' : undefined} className={styles.tab}>
                    {t(`nav.${tab.key}`)}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className={styles.end}>
          <ChatButton />
          <LanguageMenu />
          <SessionActions />
        </div>
      </div>
    </header>
  );
}

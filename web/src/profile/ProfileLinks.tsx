import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../components/ui/icon';
import panel from '../components/ui/panel.module.css';
import styles from './ProfileLinks.module.css';

const links: { to: string; key: string; icon: IconName }[] = [
  { to: '/profile/balance', key: 'balance', icon: 'wallet' },
  { to: '/profile/balance/withdraw', key: 'withdraw', icon: 'upload' },
  { to: '/profile/invite', key: 'invite', icon: 'account' },
  { to: '/profile/notification', key: 'notifications', icon: 'bell' },
  { to: '/profile/statement', key: 'statement', icon: 'market' },
];

/** The account's other pages: balance and deposit, withdraw, invite friends, notifications, statement. */
export function ProfileLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('profileMoney.links.title')}>
      <ul className={styles.grid}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={`${panel.panel} ${styles.link}`}>
              <Icon name={link.icon} />
              <span>{t(`profileMoney.links.${link.key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

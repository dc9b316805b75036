import { useTranslation } from 'react-i18next';
import badge from './badge.module.css';

/** The label every price view carries: prices come from the market simulator. */
export function SimulatedBadge() {
  const { t } = useTranslation();
  return <span className={`${badge.badge} ${badge.sm} ${badge.subtleOrange}`}>{t('app.simulated')}</span>;
}

import type { ComponentProps, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import badge from '../components/ui/badge.module.css';
import { buttonClass } from '../components/ui/button-class';
import { Icon } from '../components/ui/icon';
import type { KnownAccountMode } from '../state/accountMode';
import styles from './AccountModeChip.module.css';

type AccountModeChipProps = ComponentProps<'button'> & {
  mode: KnownAccountMode;
  balance: string;
  compact: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** The account chip's button: DEMO/REAL badge, balance, chevron (plain, for the first screen). */
export function AccountModeChip({ mode, balance, compact, className, ...props }: AccountModeChipProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      // The visible mode and balance start the name (WCAG 2.5.3).
      aria-label={`${t(`account.${mode}`)} ${balance} USDT`}
      aria-haspopup="menu"
      aria-expanded={false}
      data-testid="account-chip"
      {...props}
      className={buttonClass({
        variant: 'outline',
        size: 'sm',
        className: compact ? `${styles.compactChip} ${className ?? ''}` : className,
      })}
    >
      <span
        className={`${badge.badge} ${badge.sm} ${mode === 'DEMO' ? badge.solidOrange : badge.solidGreen}`}
      >
        {t(`account.${mode}`)}
      </span>{' '}
      <span className={compact ? `${styles.balance} ${styles.compact}` : styles.balance} dir="ltr">
        {balance}
      </span>
      <Icon name="chevronDown" />
    </button>
  );
}

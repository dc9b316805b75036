import { useTranslation } from 'react-i18next';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import styles from './Nfts.module.css';
import { formatRemaining } from './remainingTime';
import { useCountdown } from './useCountdown';

type CountdownProps = {
  endsAt: string | null;
  /** Called once when the time shown reaches zero (the page then reads the settled round). */
  onEnd?: () => void;
  /** The text's size and weight where it is shown. */
  className?: string;
};

/** The round's remaining time, ticking each second; "Round ended" at zero, nothing when sold out. */
export function Countdown({ endsAt, onEnd, className }: CountdownProps) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const remaining = useCountdown(endsAt, onEnd);
  if (remaining === null) return null;
  return (
    // A timer role is not announced every second; the end is (the round's state changes then).
    <span role="timer" className={`${styles.timer} ${className ?? ''}`} data-testid="nft-countdown">
      <bdi dir="ltr">{remaining > 0 ? formatRemaining(remaining, locale) : t('nfts.countdown.ended')}</bdi>
    </span>
  );
}

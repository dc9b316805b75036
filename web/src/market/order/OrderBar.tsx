import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button-class';
import { Icon } from '../../components/ui/icon';
import { LoadingLabel } from '../../components/ui/loading-label';
import text from '../../components/ui/text.module.css';
import { formatCount, formatDecimal } from '../../format/formatNumber';
import styles from './OrderBar.module.css';
import type { OrderDirection } from './orderValidation';
import { stakeEditorId } from './StakeOrPayout';
import { canStepDown, stepStake } from './stakeSteps';
import type { OptionPeriod } from './useOrderForm';

type OrderBarProps = {
  /** The stake as the form holds it ("10.50"), empty while none is set. */
  stake: string;
  onStakeChange: (stake: string) => void;
  period: OptionPeriod | null;
  currency: string;
  locale: string;
  /** What a win pays, worded as on the panel's buttons ("pays 18.50 USDT"). */
  payout: string;
  /** Why the last Up or Down did not open the confirmation (the stake's message), or null. */
  error: string | null;
  /** Up or Down pressed before the confirmation's code came: that button shows its spinner. */
  opening: OrderDirection | null;
  onBuy: (direction: OrderDirection) => void;
  /** The user reaches for Up or Down: the confirmation's code starts loading. */
  onIntent: () => void;
};

const directions: { value: OrderDirection; palette: 'rise' | 'fall'; icon: 'arrowUp' | 'arrowDown' }[] = [
  { value: 'UP', palette: 'rise', icon: 'arrowUp' },
  { value: 'DOWN', palette: 'fall', icon: 'arrowDown' },
];

/**
 * The phone's order bar, fixed above the tab bar where the thumb is (as DTrader and the options
 * screens of the exchanges keep it): the stake with − and + (a tap on it goes to the full stake
 * editor, with quick stakes and the payout entry), and Up and Down with what a win pays, each
 * opening the same confirmation as the panel's Review. The page keeps room for it at its end.
 */
export function OrderBar({
  stake,
  onStakeChange,
  period,
  currency,
  locale,
  payout,
  error,
  opening,
  onBuy,
  onIntent,
}: OrderBarProps) {
  const { t } = useTranslation();
  const bar = useRef<HTMLElement>(null);
  useKeepRoomAtPageEnd(bar);
  const minimum = period?.minAmount ?? null;
  const stepLabel = minimum ? formatDecimal(minimum, locale) : '';
  const step = (direction: 1 | -1) => {
    if (minimum) onStakeChange(stepStake(stake, minimum, direction));
  };
  const stakeText = stake.trim() === '' ? '—' : formatDecimal(stake.trim(), locale);
  const stepper = buttonClass({ variant: 'outline', size: 'sm', className: styles.stepper });

  return (
    <section ref={bar} className={styles.bar} aria-label={t('order.bar.label')} data-testid="order-bar">
      <div className={styles.stakeRow}>
        <button
          type="button"
          className={stepper}
          aria-label={t('order.stakeDown', { amount: stepLabel, currency })}
          disabled={!minimum || !canStepDown(stake, minimum)}
          onClick={() => step(-1)}
        >
          −
        </button>
        <button
          type="button"
          className={styles.stake}
          onClick={openStakeEditor}
          data-testid="order-bar-stake"
        >
          <span className={text.muted}>{t('order.bar.stake')}</span>{' '}
          <bdi dir="ltr" className={`${text.strong} ${text.figures}`}>
            {stakeText} {currency}
          </bdi>
          {period ? (
            <span className={text.muted}>
              {' '}
              · {t('order.seconds', { value: formatCount(period.period, locale) })}
            </span>
          ) : null}
          <Icon name="chevronDown" className={styles.editHint} />
        </button>
        <button
          type="button"
          className={stepper}
          aria-label={t('order.stakeUp', { amount: stepLabel, currency })}
          disabled={!minimum}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.buttons}>
        {directions.map((item) => (
          <button
            key={item.value}
            type="button"
            className={buttonClass({ variant: 'solid', className: `${styles.buy} ${styles[item.palette]}` })}
            disabled={!period}
            aria-busy={opening === item.value || undefined}
            onPointerEnter={onIntent}
            onFocus={onIntent}
            onClick={() => onBuy(item.value)}
          >
            <LoadingLabel loading={opening === item.value}>
              <span className={styles.face}>
                <span className={styles.name}>
                  <Icon name={item.icon} />
                  {t(`order.${item.value}`)}
                </span>
                <span className={`${styles.payout} ${text.figures}`} data-testid={`bar-payout-${item.value}`}>
                  {payout}
                </span>
              </span>
            </LoadingLabel>
          </button>
        ))}
      </div>
    </section>
  );
}

/** To the panel's stake editor: scrolled into the middle of the screen, its field focused. */
function openStakeEditor() {
  const editor = document.getElementById(stakeEditorId);
  if (!editor) return;
  editor.scrollIntoView({ block: 'center', behavior: 'smooth' });
  editor.querySelector('input')?.focus({ preventScroll: true });
}

/**
 * The bar is fixed over the page's end: its height (which changes with a message or a larger
 * text) is kept as room below the footer and as the scroll padding, so the last of the page and
 * whatever scrolls itself into view (the order tracker, the stake editor) stay clear of it.
 */
function useKeepRoomAtPageEnd(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const keep = () => root.style.setProperty('--order-bar-height', `${element.offsetHeight}px`);
    keep();
    const observer = new ResizeObserver(keep);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--order-bar-height');
    };
  }, [bar]);
}

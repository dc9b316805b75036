import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button-class';
import { Icon } from '../../components/ui/icon';
import text from '../../components/ui/text.module.css';
import styles from './DirectionButtons.module.css';
import type { OrderDirection } from './orderValidation';

// The price colours (theme.ts `rise`/`fall`), so the buttons follow the user's red-up or green-up choice.
const directions: { value: OrderDirection; palette: 'rise' | 'fall'; icon: 'arrowUp' | 'arrowDown' }[] = [
  { value: 'UP', palette: 'rise', icon: 'arrowUp' },
  { value: 'DOWN', palette: 'fall', icon: 'arrowDown' },
];

type DirectionButtonsProps = {
  direction: OrderDirection;
  onChange: (direction: OrderDirection) => void;
  /**
   * What a win pays on either button for the current stake and period, already worded ("pays
   * 18.00 USDT"), or the period's rate while the stake is empty or unreadable.
   */
  payout: string;
};

/**
 * Up and Down as a pressed/unpressed pair, each showing what it pays before Review (as trading
 * screens show it on the buttons). Both pay alike: one payout rate per period, whichever way.
 */
export function DirectionButtons({ direction, onChange, payout }: DirectionButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.direction}>
      <p className={styles.label} id="direction-label">
        {t('order.directionLabel')}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons named by the label above, as Chakra's HStack had it (a fieldset brings its own box) */}
      <div className={styles.buttons} role="group" aria-labelledby="direction-label">
        {directions.map((item) => {
          const active = direction === item.value;
          return (
            <button
              key={item.value}
              type="button"
              className={buttonClass({
                variant: active ? 'solid' : 'outline',
                className: `${styles.button} ${styles[item.palette]}`,
              })}
              aria-pressed={active}
              onClick={() => onChange(item.value)}
            >
              <span className={styles.face}>
                <span className={styles.name}>
                  <Icon name={item.icon} />
                  {t(`order.${item.value}`)}
                </span>
                <span className={`${styles.payout} ${text.figures}`} data-testid={`payout-${item.value}`}>
                  {payout}
                </span>
              </span>
            </button>
          );
        })}
      </div>
      <p className={text.note}>{t(`order.directionHint.${direction}`)}</p>
    </div>
  );
}

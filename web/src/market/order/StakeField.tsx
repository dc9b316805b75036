import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button-class';
import { FieldFrame } from '../../components/ui/field-frame';
import layout from '../../components/ui/layout.module.css';
import text from '../../components/ui/text.module.css';
import field from '../../components/ui/text-field.module.css';
import { formatDecimal } from '../../format/formatNumber';
import styles from './OrderPanel.module.css';
import { canStepDown, stakeCents, stakeChips, stepStake } from './stakeSteps';

type StakeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /** The period's minimum stake (a step, the first quick stake and the placeholder); null without periods. */
  minAmount: string | null;
  /** The account's balance (caps the quick stakes); null when it is unknown. */
  balance: string | null;
  /** The account's currency: the quick stakes are amounts in it. */
  currency: string;
  locale: string;
  error: string | null;
  helper: ReactNode;
  /** Shown under the field while the stake is above the balance: the ways to fix it. */
  shortfall: ReactNode;
};

/**
 * The stake: typed, stepped with − and + (or the arrow keys in the field) by the period's minimum,
 * or picked from quick stakes. The field keeps the plain form the server reads ("10.50").
 */
export function StakeField({
  value,
  onChange,
  minAmount,
  balance,
  currency,
  locale,
  error,
  helper,
  shortfall,
}: StakeFieldProps) {
  const { t } = useTranslation();
  const chips = minAmount ? stakeChips(minAmount, balance) : [];
  const typed = stakeCents(value);
  const stepLabel = minAmount ? formatDecimal(minAmount, locale) : '';
  const step = (direction: 1 | -1) => {
    if (minAmount) onChange(stepStake(value, minAmount, direction));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // As a number field steps: ↑ and ↓ move the stake by one step without leaving the field.
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    step(event.key === 'ArrowUp' ? 1 : -1);
  };
  const stepper = buttonClass({ variant: 'outline', className: styles.stepper });

  return (
    <div className={`${layout.stack} ${layout.tight}`}>
      <FieldFrame label={t('order.amount')} error={error} helper={helper}>
        {(attributes) => (
          <div className={field.row}>
            <button
              type="button"
              className={stepper}
              aria-label={t('order.stakeDown', { amount: stepLabel, currency })}
              disabled={!minAmount || !canStepDown(value, minAmount)}
              onClick={() => step(-1)}
            >
              −
            </button>
            <input
              {...attributes}
              className={`${field.input} ${styles.stake}`}
              inputMode="decimal"
              autoComplete="off"
              value={value}
              placeholder={minAmount ?? undefined}
              onChange={(event) => onChange(event.currentTarget.value)}
              onKeyDown={onKeyDown}
            />
            <button
              type="button"
              className={stepper}
              aria-label={t('order.stakeUp', { amount: stepLabel, currency })}
              disabled={!minAmount}
              onClick={() => step(1)}
            >
              +
            </button>
          </div>
        )}
      </FieldFrame>
      {shortfall}
      {chips.length > 0 ? (
        <div className={styles.chips}>
          <p className={text.note} id="stake-chips-label">
            {t('order.quickStakes', { currency })}
          </p>
          {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons named by the caption above, as Chakra's HStack had it (a fieldset brings its own box) */}
          <div className={styles.row} role="group" aria-labelledby="stake-chips-label">
            {chips.map((chip) => {
              const chosen = typed !== null && typed === stakeCents(chip);
              return (
                <button
                  key={chip}
                  type="button"
                  className={buttonClass({
                    size: 'xs',
                    variant: chosen ? 'solid' : 'subtle',
                    palette: 'brand',
                    className: text.figures,
                  })}
                  aria-pressed={chosen}
                  aria-label={t('order.quickStake', { amount: formatDecimal(chip, locale), currency })}
                  onClick={() => onChange(chip)}
                >
                  {formatDecimal(chip, locale)}
                </button>
              );
            })}
          </div>
        </div>
      ) : null}
    </div>
  );
}

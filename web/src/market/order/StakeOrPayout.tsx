import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/button-class';
import { FieldFrame } from '../../components/ui/field-frame';
import layout from '../../components/ui/layout.module.css';
import field from '../../components/ui/text-field.module.css';
import styles from './OrderPanel.module.css';
import type { StakeEntry } from './useOrderForm';

/** The stake editor's id: the phone's order bar scrolls to it (and focuses its field). */
export const stakeEditorId = 'order-stake';

type StakeOrPayoutProps = {
  entry: StakeEntry;
  onEntryChange: (entry: StakeEntry) => void;
  /** The stake field as it is (StakeField), shown while the user enters the stake. */
  stake: ReactNode;
  /** The payout typed while the user enters the payout, and what to do with a new one. */
  wanted: string;
  onWantedChange: (value: string) => void;
  /** Under the payout: the stake it takes and what that stake really pays (server rounding). */
  payoutHelper: ReactNode;
  error: string | null;
  shortfall: ReactNode;
};

const entries: StakeEntry[] = ['STAKE', 'PAYOUT'];

/**
 * What the trader enters: the stake (what a win pays follows), or the payout a win should bring
 * (the stake it takes follows, from the period's rate). The order is always for a stake.
 */
export function StakeOrPayout({
  entry,
  onEntryChange,
  stake,
  wanted,
  onWantedChange,
  payoutHelper,
  error,
  shortfall,
}: StakeOrPayoutProps) {
  const { t } = useTranslation();
  return (
    <div id={stakeEditorId} className={`${layout.stack} ${layout.tight}`}>
      {/* biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons named by its label, as the direction's (a fieldset brings its own box) */}
      <div className={styles.row} role="group" aria-label={t('order.entryLabel')}>
        {entries.map((item) => (
          <button
            key={item}
            type="button"
            className={buttonClass({ size: 'xs', variant: entry === item ? 'solid' : 'outline' })}
            aria-pressed={entry === item}
            onClick={() => onEntryChange(item)}
          >
            {t(`order.entry.${item}`)}
          </button>
        ))}
      </div>
      {entry === 'STAKE' ? (
        stake
      ) : (
        <div className={`${layout.stack} ${layout.tight}`}>
          <FieldFrame label={t('order.wantedPayout')} error={error} helper={payoutHelper}>
            {(attributes) => (
              <input
                {...attributes}
                className={field.input}
                inputMode="decimal"
                autoComplete="off"
                value={wanted}
                onChange={(event) => onWantedChange(event.currentTarget.value)}
              />
            )}
          </FieldFrame>
          {shortfall}
        </div>
      )}
    </div>
  );
}

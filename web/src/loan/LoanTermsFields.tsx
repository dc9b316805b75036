import { useTranslation } from 'react-i18next';
import type { Currency, LoanCalculator_config$data } from '../__generated__/LoanCalculator_config.graphql';
import { SelectField } from '../components/ui/native-select';
import { TextField } from '../components/ui/text-field';
import { formatDecimal } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import styles from './Loan.module.css';

export type LoanTerms = { amount: string; term: number; collateralCurrency: Currency };

/** What the borrower chooses: the amount, the term, and the currency held as collateral. */
export function LoanTermsFields({
  config,
  terms,
  onChange,
  error,
  held,
}: {
  config: Pick<LoanCalculator_config$data, 'currency' | 'termOptions' | 'collaterals'>;
  terms: LoanTerms;
  onChange: (change: Partial<LoanTerms>) => void;
  /** The amount's problem, shown on it. */
  error: string | null;
  /** How much of the collateral currency the viewer holds (null for a visitor). */
  held: string | null;
}) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const { collateralCurrency } = terms;
  return (
    <div className={styles.inputs}>
      <TextField
        label={t('loan.calc.amount', { currency: config.currency })}
        required
        inputMode="decimal"
        autoComplete="off"
        value={terms.amount}
        onChange={(event) => onChange({ amount: event.currentTarget.value })}
        error={error}
        data-testid="loan-amount"
      />
      <SelectField
        label={t('loan.calc.term')}
        value={String(terms.term)}
        onChange={(event) => onChange({ term: Number(event.currentTarget.value) })}
        data-testid="loan-term"
      >
        {config.termOptions.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('loan.calc.collateralCurrency')}
        value={collateralCurrency}
        onChange={(event) => onChange({ collateralCurrency: event.currentTarget.value as Currency })}
        helper={
          held !== null
            ? t('loan.calc.held', { amount: `${formatDecimal(held, locale)} ${collateralCurrency}` })
            : null
        }
        data-testid="loan-collateral"
      >
        {config.collaterals.map((item) => (
          <option key={item.currency} value={item.currency}>
            {item.currency}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

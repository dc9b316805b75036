import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import checkbox from '../../components/ui/checkbox.module.css';
import { NativeSelect } from '../../components/ui/native-select';
import panel from '../../components/ui/panel.module.css';
import styles from './Statement.module.css';
import {
  rangeIsValid,
  type StatementFilters,
  statementCurrencies,
  statementKindNames,
  statementPresets,
  statementSearch,
} from './statementFilters';

/**
 * The statement's choices: account, currency, period (today, 7 or 30 days, or two days of the user's
 * calendar) and kinds. Each change is a navigation to the address that names it, so the route's
 * loader fetches the statement for it (and the address can be kept or shared).
 */
export function StatementFiltersForm({ filters: loaded }: { filters: StatementFilters }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The choice shows at once; the address (and so the loaded statement) follows.
  const [filters, setFilters] = useState(loaded);
  useEffect(() => setFilters(loaded), [loaded]);
  const change = (next: Partial<StatementFilters>) => {
    const chosen = { ...filters, ...next };
    setFilters(chosen);
    navigate(statementSearch(chosen), { replace: true, preventScrollReset: true });
  };
  const toggleKind = (kind: (typeof statementKindNames)[number], on: boolean) =>
    change({ kinds: on ? [...filters.kinds, kind] : filters.kinds.filter((k) => k !== kind) });
  return (
    <form
      className={`${panel.panel} ${styles.filters}`}
      aria-label={t('statement.title')}
      onSubmit={(e) => e.preventDefault()}
    >
      <div className={styles.date}>
        <label htmlFor="statement-account">{t('statement.account')}</label>
        <NativeSelect
          id="statement-account"
          value={filters.mode}
          onChange={(event) => change({ mode: event.target.value === 'DEMO' ? 'DEMO' : 'REAL' })}
        >
          <option value="REAL">{t('profile.realAccount')}</option>
          <option value="DEMO">{t('profile.demoAccount')}</option>
        </NativeSelect>
      </div>
      {filters.mode === 'REAL' ? (
        <div className={styles.date}>
          <label htmlFor="statement-currency">{t('statement.currency')}</label>
          <NativeSelect
            id="statement-currency"
            value={filters.currency}
            onChange={(event) => change({ currency: event.target.value as StatementFilters['currency'] })}
          >
            {statementCurrencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('statement.period')}</legend>
        <div className={styles.options}>
          {statementPresets.map((preset) => (
            <label key={preset} className={checkbox.root}>
              <input
                type="radio"
                name="period"
                className={checkbox.input}
                checked={filters.preset === preset}
                onChange={() => change({ preset })}
              />
              {t(`statement.preset.${preset}`)}
            </label>
          ))}
        </div>
        {filters.preset === 'custom' ? (
          <div className={styles.dates}>
            <label className={styles.date}>
              {t('statement.from')}
              <input
                type="date"
                value={filters.fromDay}
                onChange={(e) => e.target.value && change({ fromDay: e.target.value })}
              />
            </label>
            <label className={styles.date}>
              {t('statement.to')}
              <input
                type="date"
                value={filters.toDay}
                onChange={(e) => e.target.value && change({ toDay: e.target.value })}
              />
            </label>
          </div>
        ) : null}
        {rangeIsValid(filters) ? null : (
          <p role="alert" className={styles.error}>
            {t('statement.rangeInvalid')}
          </p>
        )}
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('statement.kinds')}</legend>
        <div className={styles.options}>
          {statementKindNames.map((kind) => (
            <label key={kind} className={checkbox.root}>
              <input
                type="checkbox"
                className={checkbox.input}
                checked={filters.kinds.includes(kind)}
                onChange={(event) => toggleKind(kind, event.target.checked)}
              />
              {t(`statement.kind.${kind}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </form>
  );
}

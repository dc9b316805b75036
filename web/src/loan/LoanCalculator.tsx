import { amountCents, formatCents } from '@swx/contract/decimal';
import { quoteLoan } from '@swx/contract/loan-terms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { LoanCalculator_config$key } from '../__generated__/LoanCalculator_config.graphql';
import type { LoanCalculator_viewer$key } from '../__generated__/LoanCalculator_viewer.graphql';
import { buttonClass } from '../components/ui/button-class';
import { DataList, type DataRow } from '../components/ui/data-list';
import heading from '../components/ui/heading.module.css';
import { IntentButton } from '../components/ui/intent-button';
import layout from '../components/ui/layout.module.css';
import { SelectField } from '../components/ui/native-select';
import { onDemand, useOnDemand } from '../components/ui/on-demand';
import panel from '../components/ui/panel.module.css';
import { SimulatedBadge } from '../components/ui/simulated-badge';
import text from '../components/ui/text.module.css';
import { TextField } from '../components/ui/text-field';
import { formatDate } from '../format/formatDate';
import { formatDecimal, formatMoney, formatRate } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { switchAccountMode } from '../state/switchAccountMode';
import type { LoanDraft } from './AgreementDialog';
import styles from './Loan.module.css';
import { collateralPlaces, collateralText, repaymentDate } from './loanFigures';

// The agreement to read and sign is a Chakra dialog: it (and Chakra) load on the user's intent.
const agreementDialog = onDemand(() => import('./AgreementDialog').then((module) => module.AgreementDialog));

type Props = {
  config: LoanCalculator_config$key;
  /** Null for a visitor. */
  viewer: LoanCalculator_viewer$key | null;
  demo: boolean;
};

/**
 * The loan calculator (amount, term, collateral → interest-free days, total interest, repayment
 * amount and date, collateral held) over the operator's terms, with what the viewer may borrow now
 * and what verifying would unlock; the agreement opens from here to be read and signed.
 */
export function LoanCalculator({ config: configKey, viewer: viewerKey, demo }: Props) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const config = useFragment(
    graphql`
      fragment LoanCalculator_config on LoanConfig {
        currency
        minAmount
        maxUnverified
        maxVerified
        termOptions
        interestFreeDays
        dailyRate
        lateDailyRate
        graceDays
        collateralRatio
        collaterals {
          currency
          marketCode
          price
          priceAt
        }
      }
    `,
    configKey,
  );
  const viewer = useFragment(
    graphql`
      fragment LoanCalculator_viewer on Viewer {
        id
        loanQuota {
          available
          availableVerified
          limit
          outstanding
          creditScore
          kycStatus
        }
        balances {
          currency
          available
        }
      }
    `,
    viewerKey,
  );
  const [amount, setAmount] = useState(config.minAmount.replace(/\.00$/, ''));
  const [term, setTerm] = useState(config.termOptions[0] ?? 7);
  const [collateralCurrency, setCollateralCurrency] = useState(config.collaterals[0]?.currency ?? 'BTC');
  const [draft, setDraft] = useState<LoanDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [AgreementDialog, loadAgreementDialog] = useOnDemand(agreementDialog);

  const cents = amountCents(amount.trim());
  const collateral = config.collaterals.find((item) => item.currency === collateralCurrency) ?? null;
  const interest =
    cents !== null
      ? quoteLoan({
          principal: cents,
          termDays: term,
          interestFreeDays: config.interestFreeDays,
          dailyRate: config.dailyRate,
        }).totalInterest
      : null;
  const places = collateralPlaces[collateralCurrency] ?? 8;
  const collateralAmount =
    cents !== null && collateral?.price
      ? collateralText(cents, config.collateralRatio, collateral.price, places)
      : null;
  const due = repaymentDate(term);
  const usdt = (value: string) => `${formatMoney(value, locale)} ${config.currency}`;
  const held = viewer?.balances.find((balance) => balance.currency === collateralCurrency)?.available ?? null;

  const rows: DataRow[] =
    cents !== null && interest !== null
      ? [
          {
            id: 'free',
            label: t('loan.calc.interestFree'),
            value: String(Math.min(config.interestFreeDays, term)),
          },
          {
            id: 'rate',
            label: t('loan.calc.dailyRate'),
            value: formatRate(config.dailyRate, locale),
          },
          { id: 'interest', label: t('loan.calc.totalInterest'), value: usdt(formatCents(interest)) },
          { id: 'repayment', label: t('loan.calc.repayment'), value: usdt(formatCents(cents + interest)) },
          { id: 'date', label: t('loan.calc.date'), value: formatDate(due, locale) },
          {
            id: 'collateral',
            label: t('loan.calc.collateral', { ratio: formatRate(config.collateralRatio, locale) }),
            value: collateralAmount
              ? `${formatDecimal(collateralAmount, locale)} ${collateralCurrency}`
              : t('loan.calc.noPrice'),
          },
        ]
      : [];

  const review = () => {
    const minimum = amountCents(config.minAmount) ?? 0n;
    if (amount.trim() === '') return setError(t('loan.calc.enterAmount'));
    if (cents === null || cents <= 0n) return setError(t('validation.amountInvalid'));
    if (cents < minimum) return setError(t('loan.calc.belowMinimum', { minimum: usdt(config.minAmount) }));
    if (!collateral?.price || !collateralAmount) return setError(t('errors.NOT_TRADABLE'));
    setError(null);
    agreementDialog.load().catch(() => setDraft(null));
    setDraft({
      amount: formatCents(cents),
      term,
      interestFreeDays: config.interestFreeDays,
      dailyRate: config.dailyRate,
      lateDailyRate: config.lateDailyRate,
      graceDays: config.graceDays,
      totalInterest: formatCents(interest ?? 0n),
      repaymentAmount: formatCents(cents + (interest ?? 0n)),
      repaymentDate: due,
      collateralCurrency,
      collateralAmount,
      collateralPrice: collateral.price,
      currency: config.currency,
    });
  };

  const quota: DataRow[] = viewer
    ? [
        {
          id: 'available',
          label: t('loan.quota.available'),
          value: usdt(viewer.loanQuota.available),
          valueTestId: 'loan-available',
        },
        { id: 'outstanding', label: t('loan.quota.outstanding'), value: usdt(viewer.loanQuota.outstanding) },
        {
          id: 'creditScore',
          label: t('loan.quota.creditScore'),
          value: String(viewer.loanQuota.creditScore),
        },
      ]
    : [];
  const opening = draft !== null && !AgreementDialog;
  return (
    <section aria-labelledby="loan-calc-title" className={`${panel.panel} ${layout.card}`}>
      <div className={layout.head}>
        <h2 id="loan-calc-title" className={`${heading.heading} ${heading.lg}`}>
          {t('loan.calc.title')}
        </h2>
        <SimulatedBadge />
      </div>
      {viewer ? (
        <div data-testid="loan-quota">
          <DataList rows={quota} />
        </div>
      ) : null}
      <p className={text.small} data-testid="loan-limits">
        {t('loan.quota.limits', {
          unverified: usdt(config.maxUnverified),
          verified: usdt(config.maxVerified),
        })}
        {viewer && viewer.loanQuota.kycStatus !== 'VERIFIED'
          ? ` ${t('loan.quota.unlock', { amount: usdt(viewer.loanQuota.availableVerified) })}`
          : ''}
      </p>
      <form
        noValidate
        className={layout.stack}
        onSubmit={(event) => {
          event.preventDefault();
          review();
        }}
      >
        <div className={styles.inputs}>
          <TextField
            label={t('loan.calc.amount', { currency: config.currency })}
            required
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={error}
            data-testid="loan-amount"
          />
          <SelectField
            label={t('loan.calc.term')}
            value={String(term)}
            onChange={(event) => setTerm(Number(event.currentTarget.value))}
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
            onChange={(event) =>
              setCollateralCurrency(event.currentTarget.value as typeof collateralCurrency)
            }
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
        {rows.length > 0 ? (
          <div aria-live="polite">
            <DataList rows={rows} testIdPrefix="loan-calc" />
          </div>
        ) : null}
        <p className={text.note}>
          {t('loan.calc.note', {
            late: formatRate(config.lateDailyRate, locale),
            grace: config.graceDays,
          })}
        </p>
        {!viewer ? (
          <div className={styles.actions}>
            <Link to="/pass/login" className={buttonClass({ palette: 'brand' })}>
              {t('loan.signInToBorrow')}
            </Link>
            <Link to="/pass/register" className={buttonClass({ variant: 'outline' })}>
              {t('nav.signUp')}
            </Link>
          </div>
        ) : demo ? (
          <div className={`${layout.stack} ${layout.tight}`} data-testid="loan-demo-notice">
            <p className={text.small}>{t('loan.errors.DEMO_ACCOUNT_DISABLED')}</p>
            <button
              type="button"
              className={buttonClass({ palette: 'brand', className: layout.start })}
              onClick={() => switchAccountMode('REAL')}
            >
              {t('loan.switchToReal')}
            </button>
          </div>
        ) : (
          <IntentButton
            type="submit"
            look={{ palette: 'brand', className: layout.action }}
            loading={opening}
            onIntent={loadAgreementDialog}
          >
            {t('loan.calc.review')}
          </IntentButton>
        )}
      </form>
      {draft && viewer && AgreementDialog ? (
        <AgreementDialog draft={draft} viewerId={viewer.id} onClose={() => setDraft(null)} />
      ) : null}
    </section>
  );
}

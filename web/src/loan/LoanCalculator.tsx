import { amountCents, formatCents } from '@swx/contract/decimal';
import { quoteLoan } from '@swx/contract/loan-terms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type {
  LoanCalculator_config$data,
  LoanCalculator_config$key,
} from '../__generated__/LoanCalculator_config.graphql';
import type { LoanCalculator_viewer$key } from '../__generated__/LoanCalculator_viewer.graphql';
import { DataList, type DataRow } from '../components/ui/data-list';
import heading from '../components/ui/heading.module.css';
import layout from '../components/ui/layout.module.css';
import { onDemand, useOnDemand } from '../components/ui/on-demand';
import panel from '../components/ui/panel.module.css';
import { SimulatedBadge } from '../components/ui/simulated-badge';
import text from '../components/ui/text.module.css';
import { formatDate } from '../format/formatDate';
import { formatDecimal, formatMoney, formatRate } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import type { LoanDraft } from './AgreementDialog';
import { LoanActions } from './LoanActions';
import { LoanQuota } from './LoanQuota';
import { type LoanTerms, LoanTermsFields } from './LoanTermsFields';
import { collateralPlaces, collateralText, repaymentDate } from './loanFigures';

// The agreement to read and sign is a Chakra dialog: it (and Chakra) load on the user's intent.
const agreementDialog = onDemand(() => import('./AgreementDialog').then((module) => module.AgreementDialog));

const configFragment = graphql`
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
`;

const viewerFragment = graphql`
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
`;

/** The loan's figures for the terms chosen: null while the amount is not a number (or has no price). */
function loanQuote(config: LoanCalculator_config$data, { amount, term, collateralCurrency }: LoanTerms) {
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
  return { cents, collateral, interest, collateralAmount, due: repaymentDate(term) };
}

/** What the terms chosen cost and need: interest-free days, rate, interest, repayment, date, collateral. */
function LoanFigures({
  config,
  terms: { term, collateralCurrency },
  quote,
}: {
  config: LoanCalculator_config$data;
  terms: LoanTerms;
  quote: { cents: bigint; interest: bigint; collateralAmount: string | null; due: string };
}) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const usdt = (value: string) => `${formatMoney(value, locale)} ${config.currency}`;
  const { cents, interest, collateralAmount } = quote;
  const rows: DataRow[] = [
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
    { id: 'date', label: t('loan.calc.date'), value: formatDate(quote.due, locale) },
    {
      id: 'collateral',
      label: t('loan.calc.collateral', { ratio: formatRate(config.collateralRatio, locale) }),
      value: collateralAmount
        ? `${formatDecimal(collateralAmount, locale)} ${collateralCurrency}`
        : t('loan.calc.noPrice'),
    },
  ];
  return (
    <div aria-live="polite">
      <DataList rows={rows} testIdPrefix="loan-calc" />
    </div>
  );
}

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
  const config = useFragment(configFragment, configKey);
  const viewer = useFragment(viewerFragment, viewerKey);
  const [terms, setTerms] = useState<LoanTerms>(() => ({
    amount: config.minAmount.replace(/\.00$/, ''),
    term: config.termOptions[0] ?? 7,
    collateralCurrency: config.collaterals[0]?.currency ?? 'BTC',
  }));
  const { amount, term, collateralCurrency } = terms;
  const [draft, setDraft] = useState<LoanDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [AgreementDialog, loadAgreementDialog] = useOnDemand(agreementDialog);

  const { cents, collateral, interest, collateralAmount, due } = loanQuote(config, terms);
  const usdt = (value: string) => `${formatMoney(value, locale)} ${config.currency}`;
  const held = viewer?.balances.find((balance) => balance.currency === collateralCurrency)?.available ?? null;

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

  return (
    <section aria-labelledby="loan-calc-title" className={`${panel.panel} ${layout.card}`}>
      <div className={layout.head}>
        <h2 id="loan-calc-title" className={`${heading.heading} ${heading.lg}`}>
          {t('loan.calc.title')}
        </h2>
        <SimulatedBadge />
      </div>
      <LoanQuota config={config} quota={viewer?.loanQuota ?? null} usdt={usdt} />
      <form
        noValidate
        className={layout.stack}
        onSubmit={(event) => {
          event.preventDefault();
          review();
        }}
      >
        <LoanTermsFields
          config={config}
          terms={terms}
          onChange={(change) => setTerms((current) => ({ ...current, ...change }))}
          error={error}
          held={held}
        />
        {cents !== null && interest !== null ? (
          <LoanFigures config={config} terms={terms} quote={{ cents, interest, collateralAmount, due }} />
        ) : null}
        <p className={text.note}>
          {t('loan.calc.note', {
            late: formatRate(config.lateDailyRate, locale),
            grace: config.graceDays,
          })}
        </p>
        <LoanActions
          signedIn={viewer !== null}
          demo={demo}
          opening={draft !== null && !AgreementDialog}
          onIntent={loadAgreementDialog}
        />
      </form>
      {draft && viewer && AgreementDialog ? (
        <AgreementDialog draft={draft} viewerId={viewer.id} onClose={() => setDraft(null)} />
      ) : null}
    </section>
  );
}

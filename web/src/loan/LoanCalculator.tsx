import { Button, DataList, Field, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { LoanCalculator_config$key } from '../__generated__/LoanCalculator_config.graphql';
import type { LoanCalculator_viewer$key } from '../__generated__/LoanCalculator_viewer.graphql';
import { SimulatedBadge } from '../components/ui/simulated-badge';
import { fromCents, toCents } from '../format/cents';
import { formatDate } from '../format/formatDate';
import { formatDecimal, formatMoney, formatRate } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { switchAccountMode } from '../state/switchAccountMode';
import { AgreementDialog, type LoanDraft } from './AgreementDialog';
import { collateralFor, collateralPlaces, repaymentDate, totalInterestCents } from './loanFigures';

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

  const cents = toCents(amount);
  const collateral = config.collaterals.find((item) => item.currency === collateralCurrency) ?? null;
  const interest =
    cents !== null ? totalInterestCents(cents, config.dailyRate, term, config.interestFreeDays) : null;
  const places = collateralPlaces[collateralCurrency] ?? 8;
  const collateralAmount =
    cents !== null && collateral?.price
      ? collateralFor(cents, config.collateralRatio, collateral.price, places)
      : null;
  const due = repaymentDate(term);
  const usdt = (value: string) => `${formatMoney(value, locale)} ${config.currency}`;
  const held = viewer?.balances.find((balance) => balance.currency === collateralCurrency)?.available ?? null;

  const rows =
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
          { id: 'interest', label: t('loan.calc.totalInterest'), value: usdt(fromCents(interest)) },
          { id: 'repayment', label: t('loan.calc.repayment'), value: usdt(fromCents(cents + interest)) },
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
    const minimum = toCents(config.minAmount) ?? 0n;
    if (amount.trim() === '') return setError(t('loan.calc.enterAmount'));
    if (cents === null || cents <= 0n) return setError(t('validation.amountInvalid'));
    if (cents < minimum) return setError(t('loan.calc.belowMinimum', { minimum: usdt(config.minAmount) }));
    if (!collateral?.price || !collateralAmount) return setError(t('errors.NOT_TRADABLE'));
    setError(null);
    setDraft({
      amount: fromCents(cents),
      term,
      interestFreeDays: config.interestFreeDays,
      dailyRate: config.dailyRate,
      lateDailyRate: config.lateDailyRate,
      graceDays: config.graceDays,
      totalInterest: fromCents(interest ?? 0n),
      repaymentAmount: fromCents(cents + (interest ?? 0n)),
      repaymentDate: due,
      collateralCurrency,
      collateralAmount,
      collateralPrice: collateral.price,
      currency: config.currency,
    });
  };

  return (
    <Stack
      as="section"
      aria-labelledby="loan-calc-title"
      layerStyle="panel"
      p={{ base: '4', md: '5' }}
      gap="4"
    >
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Heading as="h2" id="loan-calc-title" size="lg">
          {t('loan.calc.title')}
        </Heading>
        <SimulatedBadge />
      </HStack>
      {viewer ? (
        <DataList.Root orientation="horizontal" size="sm" data-testid="loan-quota">
          <DataList.Item>
            <DataList.ItemLabel>{t('loan.quota.available')}</DataList.ItemLabel>
            <DataList.ItemValue data-testid="loan-available">
              {usdt(viewer.loanQuota.available)}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('loan.quota.outstanding')}</DataList.ItemLabel>
            <DataList.ItemValue>{usdt(viewer.loanQuota.outstanding)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('loan.quota.creditScore')}</DataList.ItemLabel>
            <DataList.ItemValue>{viewer.loanQuota.creditScore}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      ) : null}
      <Text fontSize="sm" data-testid="loan-limits">
        {t('loan.quota.limits', {
          unverified: usdt(config.maxUnverified),
          verified: usdt(config.maxVerified),
        })}
        {viewer && viewer.loanQuota.kycStatus !== 'VERIFIED'
          ? ` ${t('loan.quota.unlock', { amount: usdt(viewer.loanQuota.availableVerified) })}`
          : ''}
      </Text>
      <Stack asChild gap="4">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            review();
          }}
        >
          <Stack direction={{ base: 'column', md: 'row' }} gap="4">
            <Field.Root invalid={Boolean(error)} required flex="1">
              <Field.Label>{t('loan.calc.amount', { currency: config.currency })}</Field.Label>
              <Input
                inputMode="decimal"
                autoComplete="off"
                value={amount}
                onChange={(event) => setAmount(event.currentTarget.value)}
                data-testid="loan-amount"
              />
              {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
            </Field.Root>
            <Field.Root flex="1">
              <Field.Label>{t('loan.calc.term')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={String(term)}
                  onChange={(event) => setTerm(Number(event.currentTarget.value))}
                  data-testid="loan-term"
                >
                  {config.termOptions.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root flex="1">
              <Field.Label>{t('loan.calc.collateralCurrency')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={collateralCurrency}
                  onChange={(event) =>
                    setCollateralCurrency(event.currentTarget.value as typeof collateralCurrency)
                  }
                  data-testid="loan-collateral"
                >
                  {config.collaterals.map((item) => (
                    <option key={item.currency} value={item.currency}>
                      {item.currency}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {held !== null ? (
                <Field.HelperText>
                  {t('loan.calc.held', { amount: `${formatDecimal(held, locale)} ${collateralCurrency}` })}
                </Field.HelperText>
              ) : null}
            </Field.Root>
          </Stack>
          {rows.length > 0 ? (
            <DataList.Root orientation="horizontal" size="sm" aria-live="polite">
              {rows.map((row) => (
                <DataList.Item key={row.id} data-testid={`loan-calc-${row.id}`}>
                  <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
                  <DataList.ItemValue>
                    <bdi>{row.value}</bdi>
                  </DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          ) : null}
          <Text fontSize="xs" color="fg.muted">
            {t('loan.calc.note', {
              late: formatRate(config.lateDailyRate, locale),
              grace: config.graceDays,
            })}
          </Text>
          {!viewer ? (
            <HStack gap="3" wrap="wrap">
              <Button asChild colorPalette="brand">
                <Link to="/pass/login">{t('loan.signInToBorrow')}</Link>
              </Button>
              <Button asChild variant="outline">
                <Link to="/pass/register">{t('nav.signUp')}</Link>
              </Button>
            </HStack>
          ) : demo ? (
            <Stack gap="2" data-testid="loan-demo-notice">
              <Text fontSize="sm">{t('loan.errors.DEMO_ACCOUNT_DISABLED')}</Text>
              <Button colorPalette="brand" alignSelf="start" onClick={() => switchAccountMode('REAL')}>
                {t('loan.switchToReal')}
              </Button>
            </Stack>
          ) : (
            <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', md: 'start' }}>
              {t('loan.calc.review')}
            </Button>
          )}
        </form>
      </Stack>
      {draft && viewer ? (
        <AgreementDialog draft={draft} viewerId={viewer.id} onClose={() => setDraft(null)} />
      ) : null}
    </Stack>
  );
}

import { Badge, Button, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { LoanRecord_loan$key, LoanStatus } from '../__generated__/LoanRecord_loan.graphql';
import { ActionDialog } from '../components/ui/action-dialog';
import { FormAlert } from '../components/ui/form-alert';
import { toaster } from '../components/ui/toaster';
import { formatDate } from '../format/formatDate';
import { formatDecimal, formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { useRepayLoanMutation } from './mutations/useRepayLoanMutation';

const palette: Record<LoanStatus, string> = {
  PENDING: 'blue',
  REPAYING: 'orange',
  REPAID: 'green',
  EXPIRED: 'red',
  REJECTED: 'gray',
  '%future added value': 'gray',
};

/** One loan: its terms, collateral, what is owed as of now (damages growing when overdue) and repayment. */
export function LoanRecord({ loan: key }: { loan: LoanRecord_loan$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [short, setShort] = useState(false);
  const [repay, isInFlight] = useRepayLoanMutation();
  const loan = useFragment(
    graphql`
      fragment LoanRecord_loan on Loan {
        id
        loanId
        status
        amount
        currency
        term
        amountDue
        interest
        totalInterest
        damages
        overdue
        overdueDays
        repaymentAmount
        repaymentDate
        collateralAmount
        collateralCurrency
        createdAt
        settledAt
        remark
      }
    `,
    key,
  );
  const usdt = (value: string) => `${formatMoney(value, locale)} ${loan.currency}`;
  const rows: { id: string; label: string; value: string }[] = [
    { id: 'amount', label: t('loan.records.amount'), value: usdt(loan.amount) },
    { id: 'term', label: t('loan.calc.term'), value: String(loan.term) },
    {
      id: 'collateral',
      label: t('loan.records.collateral'),
      value: `${formatDecimal(loan.collateralAmount, locale)} ${loan.collateralCurrency}`,
    },
    { id: 'created', label: t('loan.records.created'), value: formatDate(loan.createdAt, locale, true) },
  ];
  if (loan.repaymentDate)
    rows.push({ id: 'date', label: t('loan.calc.date'), value: formatDate(loan.repaymentDate, locale) });
  if (loan.status === 'REPAYING') {
    rows.push({ id: 'interest', label: t('loan.records.interest'), value: usdt(loan.interest) });
    if (loan.overdue)
      rows.push({
        id: 'damages',
        label: t('loan.records.damages', { days: loan.overdueDays }),
        value: usdt(loan.damages),
      });
    rows.push({ id: 'due', label: t('loan.records.due'), value: usdt(loan.amountDue) });
  } else {
    rows.push({ id: 'repayment', label: t('loan.calc.repayment'), value: usdt(loan.repaymentAmount) });
  }
  if (loan.settledAt)
    rows.push({
      id: 'settled',
      label: t('loan.records.settled'),
      value: formatDate(loan.settledAt, locale, true),
    });

  const confirm = async () => {
    setError(null);
    setShort(false);
    try {
      const result = await repay(loan.id);
      if (result.__typename === 'RepayLoanPayload') {
        toaster.create({
          type: 'success',
          description: t('loan.records.repaid', { amount: usdt(loan.amountDue) }),
        });
        setConfirming(false);
        return;
      }
      if (result.__typename === '%other') return setError(t('errors.UNKNOWN'));
      if (result.code === 'BALANCE_INSUFFICIENT' || result.code === 'FUNDS_INSUFFICIENT') setShort(true);
      setError(t(`loan.errors.${result.code}`, { defaultValue: t(`errors.${result.code}`) }));
    } catch {
      setError(t('errors.TIMEOUT'));
    }
  };

  const titleId = `loan-${loan.loanId}`;
  return (
    <Stack
      as="article"
      aria-labelledby={titleId}
      layerStyle="panel"
      p={{ base: '4', md: '5' }}
      gap="3"
      data-testid="loan-record"
    >
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Heading as="h3" id={titleId} size="md">
          {t('loan.records.loanTitle', { id: loan.loanId })}
        </Heading>
        <Badge colorPalette={palette[loan.status]} data-testid="loan-status">
          {t(`loan.status.${loan.status}`)}
        </Badge>
      </HStack>
      <DataList.Root orientation="horizontal" size="sm">
        {rows.map((row) => (
          <DataList.Item key={row.id} data-testid={`loan-record-${row.id}`}>
            <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
            <DataList.ItemValue>
              <bdi>{row.value}</bdi>
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      {loan.status === 'REJECTED' && loan.remark ? (
        <Text fontSize="sm" color="fg.error">
          {t('loan.records.remark', { remark: loan.remark })}
        </Text>
      ) : null}
      {loan.status === 'REPAYING' ? (
        <Button colorPalette="brand" alignSelf="start" onClick={() => setConfirming(true)}>
          {t('loan.records.repay')}
        </Button>
      ) : null}
      <ActionDialog
        open={confirming}
        title={t('loan.records.repayTitle', { id: loan.loanId })}
        busy={isInFlight}
        onClose={() => {
          setConfirming(false);
          setError(null);
        }}
        cancelLabel={t('loan.cancel')}
        action={
          <Button colorPalette="brand" loading={isInFlight} onClick={() => void confirm()}>
            {t('loan.records.repayConfirm')}
          </Button>
        }
      >
        <Stack gap="3">
          <Text data-testid="loan-repay-amount">
            {t('loan.records.repayText', { amount: usdt(loan.amountDue) })}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('loan.records.repayCollateral', {
              amount: `${formatDecimal(loan.collateralAmount, locale)} ${loan.collateralCurrency}`,
            })}
          </Text>
          {error ? <FormAlert status="error" message={error} /> : null}
          {short ? (
            <Button asChild variant="outline" size="sm" alignSelf="start">
              <Link to="/profile/balance">{t('loan.deposit')}</Link>
            </Button>
          ) : null}
        </Stack>
      </ActionDialog>
    </Stack>
  );
}

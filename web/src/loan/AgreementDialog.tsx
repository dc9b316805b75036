import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog } from '../components/ui/action-dialog';
import { FormAlert } from '../components/ui/form-alert';
import { toaster } from '../components/ui/toaster';
import { formatDate } from '../format/formatDate';
import { formatDecimal, formatMoney, formatRate } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { newIdempotencyKey } from '../relay/idempotencyKey';
import { useClientState } from '../state/clientStore';
import { loansConnection } from './loanConnection';
import { useBorrowMutation } from './mutations/useBorrowMutation';
import { SignaturePadField, type SignatureReader } from './SignaturePadField';

/** The terms a loan request is signed under, worked out by the calculator. */
export type LoanDraft = {
  amount: string;
  term: number;
  interestFreeDays: number;
  dailyRate: string;
  lateDailyRate: string;
  graceDays: number;
  totalInterest: string;
  repaymentAmount: string;
  repaymentDate: string;
  collateralCurrency: 'BTC' | 'ETH' | 'USDT' | '%future added value';
  collateralAmount: string;
  collateralPrice: string;
  currency: string;
};

/**
 * The loan agreement with this loan's own figures, to read and sign: the request is sent only with
 * a drawn signature ("loan signature required" otherwise), and the collateral is held at once.
 */
export function AgreementDialog({
  draft,
  viewerId,
  onClose,
}: {
  draft: LoanDraft;
  viewerId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const signature = useRef<SignatureReader | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [signatureError, setSignatureError] = useState<string | null>(null);
  const key = useRef(newIdempotencyKey());
  const [borrow, isInFlight] = useBorrowMutation();
  const usdt = (value: string) => `${formatMoney(value, locale)} ${draft.currency}`;
  const clauses = [
    t('loan.agreement.principal', { amount: usdt(draft.amount), term: draft.term }),
    t('loan.agreement.interest', {
      free: draft.interestFreeDays,
      rate: formatRate(draft.dailyRate, locale),
      total: usdt(draft.totalInterest),
    }),
    t('loan.agreement.repayment', {
      amount: usdt(draft.repaymentAmount),
      date: formatDate(draft.repaymentDate, locale),
    }),
    t('loan.agreement.collateral', {
      amount: `${formatDecimal(draft.collateralAmount, locale)} ${draft.collateralCurrency}`,
      price: usdt(draft.collateralPrice),
    }),
    t('loan.agreement.late', { rate: formatRate(draft.lateDailyRate, locale), grace: draft.graceDays }),
    t('loan.agreement.review'),
  ];

  const sign = async () => {
    setError(null);
    const drawn = signature.current?.dataUrl() ?? null;
    if (!drawn) return setSignatureError(t('errors.LOAN_SIGNATURE_REQUIRED'));
    try {
      const result = await borrow(
        {
          amount: draft.amount,
          term: draft.term,
          collateralCurrency: draft.collateralCurrency,
          signature: drawn,
          idempotencyKey: key.current,
        },
        loansConnection(viewerId),
      );
      if (result.__typename === 'BorrowPayload') {
        toaster.create({ type: 'success', description: t('loan.agreement.sent') });
        onClose();
        return;
      }
      if (result.__typename === '%other') return setError(t('errors.UNKNOWN'));
      key.current = newIdempotencyKey();
      if (result.code === 'LOAN_AMOUNT_OUT_OF_RANGE' && 'minimum' in result)
        return setError(
          t('loan.errors.LOAN_AMOUNT_OUT_OF_RANGE', {
            minimum: usdt(result.minimum ?? '0'),
            maximum: usdt(result.maximum ?? '0'),
          }),
        );
      setError(t(`loan.errors.${result.code}`, { defaultValue: t(`errors.${result.code}`) }));
    } catch {
      setError(t('errors.TIMEOUT'));
    }
  };

  return (
    <ActionDialog
      title={t('loan.agreement.title')}
      size="lg"
      busy={isInFlight}
      onClose={onClose}
      cancelLabel={t('loan.cancel')}
      action={
        <Button colorPalette="brand" loading={isInFlight} onClick={() => void sign()}>
          {t('loan.agreement.submit')}
        </Button>
      }
    >
      <Stack gap="4">
        <Box as="section" aria-label={t('loan.agreement.textLabel')} data-testid="loan-agreement">
          <Stack as="ol" listStyleType="decimal" gap="2" ps="5" fontSize="sm">
            {clauses.map((clause) => (
              <li key={clause}>{clause}</li>
            ))}
          </Stack>
        </Box>
        <Text fontSize="xs" color="fg.muted">
          {t('loan.agreement.simulated')}
        </Text>
        <SignaturePadField
          label={t('loan.agreement.signHere')}
          disabled={isInFlight}
          error={signatureError}
          onChange={(reader, empty) => {
            signature.current = reader;
            if (!empty) setSignatureError(null);
          }}
        />
        {error ? <FormAlert status="error" message={error} /> : null}
      </Stack>
    </ActionDialog>
  );
}

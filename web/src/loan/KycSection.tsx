import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { KycSection_viewer$key, KycStatus } from '../__generated__/KycSection_viewer.graphql';
import { formatDate } from '../format/formatDate';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { KycForm } from './KycForm';

const palette: Record<KycStatus, string> = {
  NOT_VERIFIED: 'gray',
  PENDING: 'blue',
  VERIFIED: 'green',
  FAILED: 'red',
  '%future added value': 'gray',
};

/**
 * The verification's state (spec §4): not verified → pending review (within 48 hours, with the
 * time it is due) → verified, or failed with the reviewer's reason and a way to submit again.
 */
export function KycSection({ viewer: key }: { viewer: KycSection_viewer$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const [open, setOpen] = useState(false);
  const viewer = useFragment(
    graphql`
      fragment KycSection_viewer on Viewer {
        identification {
          id
          status
          reason
          submittedAt
          reviewDueAt
          details {
            firstName
            lastName
            birthdate
            sex
            country
            address
            areaCode
            phone
            documentType
          }
        }
      }
    `,
    key,
  );
  const { status, reason, reviewDueAt, details } = viewer.identification;
  const canSubmit = status === 'NOT_VERIFIED' || status === 'FAILED';
  return (
    <Stack as="section" aria-labelledby="kyc-title" layerStyle="panel" p={{ base: '4', md: '5' }} gap="4">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Heading as="h2" id="kyc-title" size="lg">
          {t('loan.kyc.title')}
        </Heading>
        <Badge colorPalette={palette[status]} data-testid="kyc-status">
          {t(`loan.kyc.status.${status}`)}
        </Badge>
      </HStack>
      <Text fontSize="sm" data-testid="kyc-status-text">
        {status === 'PENDING'
          ? t('loan.kyc.pendingText', { due: reviewDueAt ? formatDate(reviewDueAt, locale, true) : '' })
          : t(`loan.kyc.statusText.${status}`)}
      </Text>
      {status === 'FAILED' && reason ? (
        <Text fontSize="sm" color="fg.error" data-testid="kyc-reason">
          {t('loan.kyc.reason', { reason })}
        </Text>
      ) : null}
      {canSubmit && !open ? (
        <Button colorPalette="brand" alignSelf="start" onClick={() => setOpen(true)}>
          {t(status === 'FAILED' ? 'loan.kyc.resubmit' : 'loan.kyc.start')}
        </Button>
      ) : null}
      {canSubmit && open ? (
        <KycForm
          initial={details ? { ...details, sex: details.sex, documentType: details.documentType } : null}
          onDone={() => setOpen(false)}
        />
      ) : null}
    </Stack>
  );
}

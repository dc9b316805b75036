import { Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { DonationSummary_donations$key } from '../__generated__/DonationSummary_donations.graphql';
import { formatCount, formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';

/** The operator's beneficiary as configured, or the generic wording when none is named. */
export function useBeneficiaryName(beneficiary: string | null): string {
  const { t } = useTranslation();
  return beneficiary ?? t('nfts.beneficiaryDefault');
}

/** What every sale so far has donated, from the beneficiary's ledger, and to whom. */
export function DonationSummary({ donations: key }: { donations: DonationSummary_donations$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const donations = useFragment(
    graphql`
      fragment DonationSummary_donations on NftDonations {
        total
        sales
        beneficiary
      }
    `,
    key,
  );
  const beneficiary = useBeneficiaryName(donations.beneficiary ?? null);
  return (
    <Flex
      layerStyle="panel"
      p={{ base: '3', md: '4' }}
      gap={{ base: '2', md: '6' }}
      align={{ base: 'start', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      data-testid="nft-donations"
    >
      <Stack gap="0">
        <Text fontSize="sm" color="fg.muted">
          {t('nfts.donated')}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" data-testid="nft-donations-total">
          <bdi dir="ltr">{formatMoney(donations.total, locale)} USDT</bdi>
        </Text>
      </Stack>
      <Stack gap="0" fontSize="sm">
        <Text>{t('nfts.beneficiaryLine', { beneficiary })}</Text>
        <Text color="fg.muted">{t('nfts.sales', { count: formatCount(donations.sales, locale) })}</Text>
      </Stack>
    </Flex>
  );
}

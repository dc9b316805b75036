import { Avatar, Badge, DataList, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { AccountInfo_viewer$key } from '../__generated__/AccountInfo_viewer.graphql';
import { formatDate } from '../format/formatDate';
import { languageTags } from '../i18n/languages';
import type { KnownAccountMode } from '../state/accountMode';
import { useClientState } from '../state/clientStore';

const kycPalette = { NOT_VERIFIED: 'gray', PENDING: 'orange', VERIFIED: 'green', FAILED: 'red' } as const;

/** The signed-in user's account details, with the account (demo or real) shown beside. */
export function AccountInfo({ viewer, mode }: { viewer: AccountInfo_viewer$key; mode: KnownAccountMode }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment AccountInfo_viewer on Viewer {
        userName
        email
        areaCode
        phone
        kycStatus
        inviteCode
        creditScore
        createdAt
      }
    `,
    viewer,
  );
  const palette =
    data.kycStatus in kycPalette ? kycPalette[data.kycStatus as keyof typeof kycPalette] : 'gray';
  const rows = [
    { label: t('profile.email'), value: data.email },
    {
      label: t('profile.phone'),
      value: data.phone ? `${data.areaCode ?? ''} ${data.phone}`.trim() : t('profile.notSet'),
    },
    { label: t('profile.inviteCode'), value: data.inviteCode },
    { label: t('profile.creditScore'), value: String(data.creditScore) },
    { label: t('profile.memberSince'), value: formatDate(data.createdAt, locale) },
  ];
  return (
    <Stack gap="6" layerStyle="panel" p={{ base: '4', md: '6' }}>
      <Flex gap="4" align="center" wrap="wrap">
        <Avatar.Root size="lg" colorPalette="brand">
          <Avatar.Fallback name={data.userName} />
        </Avatar.Root>
        <Stack gap="1" minW="0">
          <Heading as="h2" size="lg" truncate>
            {data.userName}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={palette} variant="subtle">
              {t('profile.kycStatus')}: {t(`profile.kyc.${data.kycStatus}`, { defaultValue: data.kycStatus })}
            </Badge>
            <Badge colorPalette="brand" variant="outline">
              {t('profile.accountMode')}:{' '}
              {mode === 'REAL' ? t('profile.realAccount') : t('profile.demoAccount')}
            </Badge>
          </HStack>
        </Stack>
      </Flex>
      <DataList.Root orientation="horizontal" size="md">
        {rows.map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Text truncate>{row.value}</Text>
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

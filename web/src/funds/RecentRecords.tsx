import { Badge, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/ui/empty-state';
import { reviewStatusColor } from '../components/ui/review-status';

export type RecentRecord = {
  id: string;
  /** The amount with its currency, then a muted detail beside it (network, fee). */
  headline: string;
  aside: string;
  /** Muted lines under it (address, record number and time). */
  details: string[];
  remark?: string | null;
  status: string;
};

type Props = { id: string; title: string; emptyTitle: string; testId: string; records: RecentRecord[] };

/** The latest deposits or withdrawals with their review state and remark (all, paged, on /profile). */
export function RecentRecords({ id, title, emptyTitle, testId, records }: Props) {
  const { t } = useTranslation();
  return (
    <Stack as="section" aria-labelledby={id} gap="3" layerStyle="panel" p={{ base: '4', md: '5' }}>
      <Heading as="h2" id={id} size="md">
        {title}
      </Heading>
      {records.length === 0 ? (
        <EmptyState title={emptyTitle} />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" data-testid={testId}>
          {records.map((record) => (
            <Flex
              as="li"
              key={record.id}
              justify="space-between"
              gap="3"
              borderBottomWidth="1px"
              borderColor="border"
              pb="2"
            >
              <Stack gap="0" minW="0">
                <Text fontWeight="medium">
                  {record.headline}{' '}
                  <Text as="span" color="fg.muted" fontSize="sm">
                    {record.aside}
                  </Text>
                </Text>
                {record.details.map((line) => (
                  <Text key={line} color="fg.muted" fontSize="xs" truncate>
                    {line}
                  </Text>
                ))}
                {record.remark ? (
                  <Text fontSize="sm">{t('funds.remark', { remark: record.remark })}</Text>
                ) : null}
              </Stack>
              <Badge colorPalette={reviewStatusColor(record.status)} alignSelf="start">
                {t(`funds.status.${record.status}`, { defaultValue: t('funds.status.UNKNOWN') })}
              </Badge>
            </Flex>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

import { Badge, DataList, Flex, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reviewStatusColor } from '../components/ui/review-status';

type RecordFieldsProps = {
  /** The record's headline amount with its currency, e.g. "150.00 USDT". */
  headline: string;
  status: string;
  fields: { label: string; value: ReactNode }[];
  testId: string;
};

/** One deposit or withdrawal record: amount, state label, then each field with its label. */
export function RecordFields({ headline, status, fields, testId }: RecordFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="2" borderWidth="1px" rounded="lg" px="3" py="2.5" data-testid={testId}>
      <Flex justify="space-between" align="center" gap="3">
        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
          <bdi dir="ltr">{headline}</bdi>
        </Text>
        <Badge colorPalette={reviewStatusColor(status)} variant="subtle" data-testid="record-status">
          {t(`profileMoney.records.status.${status}`, { defaultValue: status })}
        </Badge>
      </Flex>
      <DataList.Root orientation="horizontal" size="sm" gap="1.5">
        {fields.map((field) => (
          <DataList.Item key={field.label}>
            <DataList.ItemLabel minW="32">{field.label}</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere" minW="0">
              {field.value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Stack>
  );
}

import { chakra, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { OrderListItem_order$key } from '../__generated__/OrderListItem_order.graphql';
import { formatDate } from '../format/formatDate';
import { formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { orderDetailPath } from '../router/paths';
import { useClientState } from '../state/clientStore';
import { DirectionBadge, ResultBadge } from './OrderBadges';
import { formatSignedMoney } from './signedMoney';

const ItemLink = chakra(Link);

/** One order in the list: market, direction, stake, result; opens the order detail. */
export function OrderListItem({ order }: { order: OrderListItem_order$key }) {
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment OrderListItem_order on OptionsOrder {
        id
        orderNo
        code
        marketName
        direction
        amount
        status
        result
        profit
        openTime
      }
    `,
    order,
  );
  return (
    <ItemLink
      to={orderDetailPath(data.id)}
      display="block"
      borderWidth="1px"
      rounded="lg"
      px="3"
      py="2.5"
      _hover={{ bg: 'bg.subtle' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
      data-testid="order-item"
    >
      <Flex justify="space-between" align="center" gap="3">
        <Stack gap="0.5" minW="0">
          <HStack gap="2">
            <Text fontWeight="semibold" truncate>
              {data.marketName}
            </Text>
            <DirectionBadge direction={data.direction} size="sm" />
          </HStack>
          <Text fontSize="xs" color="fg.muted" truncate>
            <bdi dir="ltr">{data.orderNo}</bdi> · {formatDate(data.openTime, locale, true)}
          </Text>
        </Stack>
        <Stack gap="0.5" align="flex-end" flexShrink={0}>
          <Text fontVariantNumeric="tabular-nums" fontSize="sm">
            <bdi dir="ltr">{formatMoney(data.amount, locale)} USDT</bdi>
          </Text>
          <HStack gap="2">
            {data.profit ? (
              // Money in or out: the sign says which, in the text's own colour.
              <Text fontSize="xs" fontVariantNumeric="tabular-nums" data-testid="order-profit">
                <bdi dir="ltr">{formatSignedMoney(data.profit, locale)} USDT</bdi>
              </Text>
            ) : null}
            <ResultBadge result={data.result} status={data.status} size="sm" />
          </HStack>
        </Stack>
      </Flex>
    </ItemLink>
  );
}

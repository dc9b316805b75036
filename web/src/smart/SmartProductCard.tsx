import { Badge, Button, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { SmartProductCard_product$key } from '../__generated__/SmartProductCard_product.graphql';
import { formatMoney, formatRate } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { switchAccountMode } from '../state/switchAccountMode';
import { BuySmartDialog } from './BuySmartDialog';
import type { BuyerState } from './TradingRoute';

type Props = { product: SmartProductCard_product$key; buyer: BuyerState };

/** A product's terms, the plain warning that yields are not guaranteed, and what buying needs. */
export function SmartProductCard({ product: key, buyer }: Props) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const [buying, setBuying] = useState(false);
  const product = useFragment(
    graphql`
      fragment SmartProductCard_product on SmartProduct {
        id
        productId
        name
        currency
        dailyYieldMin
        dailyYieldMax
        minAmount
        maxAmount
        dayOptions
        cycleDays
        exitPenaltyRate
        kycRequired
      }
    `,
    key,
  );
  const titleId = `smart-product-${product.productId}`;
  const rows = [
    {
      label: t('smart.product.dailyYield'),
      value: t('smart.product.yieldRange', {
        min: formatRate(product.dailyYieldMin, locale),
        max: formatRate(product.dailyYieldMax, locale),
      }),
    },
    {
      label: t('smart.product.investment'),
      value: `${formatMoney(product.minAmount, locale)} – ${formatMoney(product.maxAmount, locale)} ${product.currency}`,
    },
    {
      label: t('smart.product.days'),
      value: product.dayOptions.join(' · '),
    },
    { label: t('smart.product.cycle'), value: String(product.cycleDays) },
    { label: t('smart.product.exitPenalty'), value: formatRate(product.exitPenaltyRate, locale) },
  ];
  return (
    <Stack as="article" aria-labelledby={titleId} layerStyle="panel" p={{ base: '4', md: '5' }} gap="4">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Heading as="h3" id={titleId} size="md">
          <bdi>{product.name}</bdi>
        </Heading>
        {product.kycRequired ? <Badge colorPalette="orange">{t('smart.product.kyc')}</Badge> : null}
      </HStack>
      <DataList.Root orientation="horizontal" size="sm">
        {rows.map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
            <DataList.ItemValue>
              <bdi>{row.value}</bdi>
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Text fontSize="xs" color="fg.muted" data-testid="smart-product-warning">
        {t('smart.notGuaranteed')}
      </Text>
      {buyer === 'visitor' ? (
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="brand">
            <Link to="/pass/login">{t('smart.signInToBuy')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/pass/register">{t('nav.signUp')}</Link>
          </Button>
        </HStack>
      ) : buyer === 'demo' ? (
        <Stack gap="2" data-testid="smart-demo-notice">
          <Text fontSize="sm">{t('smart.errors.DEMO_ACCOUNT_DISABLED')}</Text>
          <Button colorPalette="brand" alignSelf="start" onClick={() => switchAccountMode('REAL')}>
            {t('smart.switchToReal')}
          </Button>
        </Stack>
      ) : (
        <>
          <Button
            colorPalette="brand"
            alignSelf={{ base: 'stretch', md: 'start' }}
            onClick={() => setBuying(true)}
          >
            {t('smart.buy')}
          </Button>
          {buying ? (
            <BuySmartDialog
              product={product}
              viewerId={buyer.viewerId}
              balance={buyer.balance}
              onClose={() => setBuying(false)}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}

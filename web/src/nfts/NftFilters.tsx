import { Button, Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { chains, type NftsView, nftsSearch, sorts, statuses } from './nftFilters';

const sortKeys = {
  ENDING: 'sortEnding',
  PRICE_ASC: 'sortPriceAsc',
  PRICE_DESC: 'sortPriceDesc',
  DONATION: 'sortDonation',
  NEWEST: 'sortNewest',
} as const;

/** Chain, status, sort and a price ceiling; each choice is a URL, so a filtered market can be shared. */
export function NftFilters({ view }: { view: NftsView }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [maxPrice, setMaxPrice] = useState(view.maxPrice ?? '');
  const [priceError, setPriceError] = useState(false);
  const go = (next: Partial<NftsView>) => navigate(`/nfts${nftsSearch({ ...view, ...next })}`);
  const select = (
    label: string,
    value: string,
    options: [string, string][],
    onChange: (v: string) => void,
  ) => (
    <Field.Root flex="1" minW={{ base: '40%', md: '10rem' }}>
      <Field.Label fontSize="xs">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  return (
    <Flex
      as="form"
      role="search"
      aria-label={t('nfts.filters.label')}
      gap="3"
      wrap="wrap"
      align="end"
      onSubmit={(event) => {
        event.preventDefault();
        const value = maxPrice.trim();
        if (value !== '' && !/^\d{1,12}(\.\d{1,2})?$/.test(value)) return setPriceError(true);
        setPriceError(false);
        void go({ maxPrice: value || null });
      }}
    >
      {select(
        t('nfts.filters.chain'),
        view.chain ?? '',
        [
          ['', t('nfts.filters.allChains')],
          ...chains.map((c): [string, string] => [c, t(`nfts.chain.${c}`)]),
        ],
        (value) => void go({ chain: chains.find((c) => c === value) ?? null }),
      )}
      {select(
        t('nfts.filters.status'),
        view.status ?? '',
        [
          ['', t('nfts.filters.allStatuses')],
          ...statuses.map((s): [string, string] => [
            s,
            t(`nfts.filters.${s === 'LIVE' ? 'live' : 'soldOut'}`),
          ]),
        ],
        (value) => void go({ status: statuses.find((s) => s === value) ?? null }),
      )}
      {select(
        t('nfts.filters.sort'),
        view.sort,
        sorts.map((s): [string, string] => [s, t(`nfts.filters.${sortKeys[s]}`)]),
        (value) => void go({ sort: sorts.find((s) => s === value) ?? 'ENDING' }),
      )}
      <Flex gap="2" align="end" flex="1" minW={{ base: '100%', md: '14rem' }}>
        <Field.Root flex="1" invalid={priceError}>
          <Field.Label fontSize="xs">{t('nfts.filters.maxPrice')}</Field.Label>
          <Input
            size="sm"
            inputMode="decimal"
            value={maxPrice}
            onChange={(event) => setMaxPrice(event.currentTarget.value)}
          />
          {priceError ? <Field.ErrorText>{t('nfts.bid.invalidAmount')}</Field.ErrorText> : null}
        </Field.Root>
        <Button type="submit" size="sm" variant="outline">
          {t('nfts.filters.apply')}
        </Button>
      </Flex>
    </Flex>
  );
}

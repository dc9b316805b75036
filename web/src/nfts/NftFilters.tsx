import { amountPattern } from '@swx/contract/decimal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../components/ui/button-class';
import { SelectField } from '../components/ui/native-select';
import { TextField } from '../components/ui/text-field';
import styles from './Nfts.module.css';
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
    <div className={styles.filter}>
      <SelectField
        label={label}
        size="sm"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </SelectField>
    </div>
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark, as before (a <search> wrapper would add an element for the same)
    <form
      role="search"
      aria-label={t('nfts.filters.label')}
      className={styles.filters}
      onSubmit={(event) => {
        event.preventDefault();
        const value = maxPrice.trim();
        if (value !== '' && !amountPattern.test(value)) return setPriceError(true);
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
      <div className={styles.priceFilter}>
        <TextField
          label={t('nfts.filters.maxPrice')}
          size="sm"
          inputMode="decimal"
          value={maxPrice}
          onChange={(event) => setMaxPrice(event.currentTarget.value)}
          error={priceError ? t('nfts.bid.invalidAmount') : null}
        />
        <button type="submit" className={buttonClass({ size: 'sm', variant: 'outline' })}>
          {t('nfts.filters.apply')}
        </button>
      </div>
    </form>
  );
}

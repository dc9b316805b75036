import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { NftRules_nft$key } from '../__generated__/NftRules_nft.graphql';
import heading from '../components/ui/heading.module.css';
import panel from '../components/ui/panel.module.css';
import { formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import styles from './NftRules.module.css';
import { formatRoundLength } from './remainingTime';

type NftRulesProps = {
  nft: NftRules_nft$key;
  beneficiary: string;
  kycThreshold: string | null;
};

/** The sale rule, as the upstream applies it (docs/upstream-contract.md, "Charity NFTs"), before any bid. */
export function NftRules({ nft: key, beneficiary, kycThreshold }: NftRulesProps) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const nft = useFragment(
    graphql`
      fragment NftRules_nft on Nft {
        roundSeconds
        startPrice
        minIncrement
      }
    `,
    key,
  );
  const rules = [
    t('nfts.rules.rounds', { duration: formatRoundLength(nft.roundSeconds, locale) }),
    t('nfts.rules.minimum', {
      start: formatMoney(nft.startPrice, locale),
      increment: formatMoney(nft.minIncrement, locale),
    }),
    t('nfts.rules.hold'),
    t('nfts.rules.outbid'),
    t('nfts.rules.win', { beneficiary }),
    t('nfts.rules.noBids'),
    ...(kycThreshold ? [t('nfts.rules.kyc', { threshold: formatMoney(kycThreshold, locale) })] : []),
    t('nfts.rules.final'),
  ];
  return (
    <section aria-labelledby="nft-rules-title" className={`${panel.panel} ${styles.rules}`}>
      <h2 id="nft-rules-title" className={`${heading.heading} ${heading.md}`}>
        {t('nfts.rules.title')}
      </h2>
      <ol className={styles.list} data-testid="nft-rules">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </section>
  );
}

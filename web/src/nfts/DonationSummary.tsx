import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { DonationSummary_donations$key } from '../__generated__/DonationSummary_donations.graphql';
import muted from '../components/ui/muted-text.module.css';
import panel from '../components/ui/panel.module.css';
import text from '../components/ui/text.module.css';
import { formatCount, formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import styles from './Nfts.module.css';

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
    <div className={`${panel.panel} ${styles.donations}`} data-testid="nft-donations">
      <div className={styles.column}>
        <p className={muted.muted}>{t('nfts.donated')}</p>
        <p className={styles.big} data-testid="nft-donations-total">
          <bdi dir="ltr">{formatMoney(donations.total, locale)} USDT</bdi>
        </p>
      </div>
      <div className={`${styles.column} ${text.small}`}>
        <p>{t('nfts.beneficiaryLine', { beneficiary })}</p>
        <p className={muted.muted}>{t('nfts.sales', { count: formatCount(donations.sales, locale) })}</p>
      </div>
    </div>
  );
}

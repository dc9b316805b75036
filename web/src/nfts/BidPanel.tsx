import { amountCents, formatCents } from '@swx/contract/decimal';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { BidPanel_nft$key } from '../__generated__/BidPanel_nft.graphql';
import type { BidPanel_viewer$key } from '../__generated__/BidPanel_viewer.graphql';
import { buttonClass } from '../components/ui/button-class';
import { EmptyState } from '../components/ui/empty-state';
import headingStyles from '../components/ui/heading.module.css';
import { IntentButton } from '../components/ui/intent-button';
import layout from '../components/ui/layout.module.css';
import muted from '../components/ui/muted-text.module.css';
import { onDemand, useOnDemand } from '../components/ui/on-demand';
import panelStyles from '../components/ui/panel.module.css';
import { SignInPrompt } from '../components/ui/sign-in-prompt';
import text from '../components/ui/text.module.css';
import { TextField } from '../components/ui/text-field';
import { showToast } from '../components/ui/toast';
import { formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { newIdempotencyKey } from '../relay/idempotencyKey';
import { useClientState } from '../state/clientStore';
import { switchAccountMode } from '../state/switchAccountMode';
import type { BidDraft } from './BidConfirmDialog';
import { usePlaceNftBidMutation } from './mutations/usePlaceNftBidMutation';
import { NftBidStatusBadge } from './NftBidStatusBadge';
import styles from './Nfts.module.css';

type BidPanelProps = {
  nft: BidPanel_nft$key;
  /** Null for a visitor. */
  viewer: BidPanel_viewer$key | null;
  beneficiary: string;
};

// The bid's confirmation is a Chakra dialog: it (and Chakra) load when the user reaches for Place bid.
const confirmDialog = onDemand(() => import('./BidConfirmDialog').then((module) => module.BidConfirmDialog));

/** The bid panel's section: a panel's column, gap 3. */
const panel = `${panelStyles.panel} ${layout.card} ${layout.gap3}`;

/**
 * Where a bid is placed: a visitor is asked to sign in, the demo account to switch, and
 * the real account gets the amount (the minimum filled in), its balance and its own standing bid;
 * the confirmation dialog shows what will be held before anything is.
 */
export function BidPanel({ nft: nftKey, viewer: viewerKey, beneficiary }: BidPanelProps) {
  const { t } = useTranslation();
  const accountMode = useClientState((state) => state.accountMode);
  const locale = languageTags[useClientState((state) => state.language)];
  const nft = useFragment(
    graphql`
      fragment BidPanel_nft on Nft {
        id
        title
        status
        endsAt
        minimumBid
        edition
        editions
      }
    `,
    nftKey,
  );
  const viewer = useFragment(
    graphql`
      fragment BidPanel_viewer on Viewer @argumentDefinitions(nftId: { type: "ID!" }) {
        account(mode: REAL) {
          id
          balance
        }
        latestBid: nftBids(nftId: $nftId, first: 1) {
          edges {
            node {
              id
              status
              amount
              edition
            }
          }
        }
      }
    `,
    viewerKey,
  );
  const heading = (
    <h2 id="nft-bid-title" className={`${headingStyles.heading} ${headingStyles.md}`}>
      {t('nfts.bid.title')}
    </h2>
  );
  if (nft.status !== 'LIVE')
    return (
      <section aria-labelledby="nft-bid-title" className={panel}>
        {heading}
        <p>{t('nfts.detail.soldOut')}</p>
      </section>
    );
  if (!viewer)
    return (
      <section aria-labelledby="nft-bid-title" className={panel} data-testid="nft-sign-in">
        {heading}
        <SignInPrompt title={t('nfts.bid.signIn')} description={t('nfts.bid.signInText')} />
      </section>
    );
  if (accountMode === 'DEMO')
    return (
      <section aria-labelledby="nft-bid-title" className={panel} data-testid="nft-demo-notice">
        {heading}
        <EmptyState title={t('nfts.bid.demoTitle')} description={t('nfts.errors.DEMO_ACCOUNT_DISABLED')}>
          <button
            type="button"
            className={buttonClass({ palette: 'brand' })}
            onClick={() => switchAccountMode('REAL')}
          >
            {t('nfts.bid.switchToReal')}
          </button>
        </EmptyState>
      </section>
    );
  const latest = viewer.latestBid.edges[0]?.node ?? null;
  const ownLead = latest && latest.status === 'LEADING' ? latest.amount : null;
  return (
    <section aria-labelledby="nft-bid-title" className={panel} data-testid="nft-bid-panel">
      {heading}
      {latest && latest.edition === nft.edition ? (
        <div className={styles.ownBid} data-testid="nft-own-bid">
          <NftBidStatusBadge status={latest.status} />
          <p className={text.small}>
            {t(latest.status === 'LEADING' ? 'nfts.bid.yourBidLeading' : 'nfts.bid.yourBidOutbid', {
              amount: formatMoney(latest.amount, locale),
            })}
          </p>
        </div>
      ) : null}
      <BidForm
        key={`${nft.id}:${nft.minimumBid}`}
        nft={nft}
        available={viewer.account?.balance ?? null}
        ownLead={ownLead}
        beneficiary={beneficiary}
      />
    </section>
  );
}

type BidFormProps = {
  nft: {
    id: string;
    title: string;
    endsAt: string | null;
    minimumBid: string;
    edition: number;
    editions: number;
  };
  available: string | null;
  ownLead: string | null;
  beneficiary: string;
};

function BidForm({ nft, available, ownLead, beneficiary }: BidFormProps) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const [amount, setAmount] = useState(nft.minimumBid);
  const [error, setError] = useState<string | null>(null);
  const [short, setShort] = useState(false);
  const [draft, setDraft] = useState<BidDraft | null>(null);
  const key = useRef(newIdempotencyKey());
  const [place, isInFlight] = usePlaceNftBidMutation();
  const [ConfirmDialog, loadConfirmDialog] = useOnDemand(confirmDialog);

  const review = () => {
    setShort(false);
    const cents = amountCents(amount.trim());
    const minimum = amountCents(nft.minimumBid) ?? 0n;
    if (cents === null || cents <= 0n) return setError(t('nfts.bid.invalidAmount'));
    if (cents < minimum)
      return setError(t('nfts.bid.belowMinimum', { minimum: formatMoney(nft.minimumBid, locale) }));
    const lead = ownLead ? (amountCents(ownLead) ?? 0n) : 0n;
    if (available !== null && cents - lead > (amountCents(available) ?? 0n)) {
      setShort(true);
      return setError(t('errors.BALANCE_INSUFFICIENT_RECHARGE'));
    }
    setError(null);
    // A new key for each dialog: a retry inside it reuses the key, a new bid never does.
    key.current = newIdempotencyKey();
    confirmDialog.load().catch(() => setDraft(null));
    setDraft({
      title: nft.title,
      edition: nft.edition,
      editions: nft.editions,
      amount: cents,
      ownLead: lead,
      endsAt: nft.endsAt,
      beneficiary,
    });
  };

  const confirm = async (): Promise<string | null> => {
    if (!draft) return null;
    try {
      const result = await place(nft.id, formatCents(draft.amount), key.current);
      if (result.__typename === 'PlaceNftBidPayload') {
        showToast({
          type: 'success',
          description: t('nfts.bid.success', { amount: formatMoney(result.bid.amount, locale) }),
        });
        setDraft(null);
        return null;
      }
      if (result.__typename === 'InputError' || result.__typename === 'ServiceError') {
        if (result.code === 'BALANCE_INSUFFICIENT_RECHARGE') setShort(true);
        return t(`nfts.errors.${result.code}`, { defaultValue: t(`errors.${result.code}`) });
      }
      return t('errors.UNKNOWN');
    } catch {
      return t('errors.TIMEOUT');
    }
  };

  const opening = draft !== null && !ConfirmDialog;
  return (
    <form
      noValidate
      className={`${layout.stack} ${layout.gap3}`}
      onSubmit={(event) => {
        event.preventDefault();
        review();
      }}
    >
      <TextField
        label={t('nfts.bid.amount')}
        error={error}
        helper={t('nfts.bid.minimumHint', { minimum: formatMoney(nft.minimumBid, locale) })}
        inputMode="decimal"
        value={amount}
        onChange={(event) => setAmount(event.currentTarget.value)}
        data-testid="nft-bid-amount"
      />
      {available !== null ? (
        <p className={muted.muted} data-testid="nft-available">
          {t('nfts.bid.available', { amount: formatMoney(available, locale) })}
        </p>
      ) : null}
      {short ? (
        <Link
          to="/profile/balance"
          className={buttonClass({ size: 'sm', variant: 'outline', className: layout.start })}
        >
          {t('nfts.bid.deposit')}
        </Link>
      ) : null}
      <IntentButton
        type="submit"
        look={{ palette: 'brand', className: layout.action }}
        loading={opening}
        onIntent={loadConfirmDialog}
      >
        {t('nfts.bid.submit')}
      </IntentButton>
      {draft && ConfirmDialog ? (
        <ConfirmDialog
          draft={draft}
          onClose={() => setDraft(null)}
          onConfirm={confirm}
          isInFlight={isInFlight}
        />
      ) : null}
    </form>
  );
}

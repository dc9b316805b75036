import { Button, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import type { BidPanel_nft$key } from '../__generated__/BidPanel_nft.graphql';
import type { BidPanel_viewer$key } from '../__generated__/BidPanel_viewer.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { FormField } from '../components/ui/form-field';
import { toaster } from '../components/ui/toaster';
import { fromCents, toCents } from '../format/cents';
import { formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { newIdempotencyKey } from '../relay/idempotencyKey';
import { accountModeOf } from '../state/accountMode';
import { useClientState } from '../state/clientStore';
import { switchAccountMode } from '../state/switchAccountMode';
import { BidConfirmDialog, type BidDraft } from './BidConfirmDialog';
import { usePlaceNftBidMutation } from './mutations/usePlaceNftBidMutation';
import { NftBidStatusBadge } from './NftBidStatusBadge';

type BidPanelProps = {
  nft: BidPanel_nft$key;
  /** Null for a visitor. */
  viewer: BidPanel_viewer$key | null;
  beneficiary: string;
};

const panel = { layerStyle: 'panel', p: { base: '3', md: '5' }, gap: '3' } as const;

/**
 * Where a bid is placed: a visitor is asked to sign in, the demo account to switch (spec §6), and
 * the real account gets the amount (the minimum filled in), its balance and its own standing bid;
 * the confirmation dialog shows what will be held before anything is.
 */
export function BidPanel({ nft: nftKey, viewer: viewerKey, beneficiary }: BidPanelProps) {
  const { t } = useTranslation();
  const virtualStatus = useClientState((state) => state.virtualStatus);
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
    <Heading as="h2" id="nft-bid-title" size="md">
      {t('nfts.bid.title')}
    </Heading>
  );
  if (nft.status !== 'LIVE')
    return (
      <Stack as="section" aria-labelledby="nft-bid-title" {...panel}>
        {heading}
        <Text>{t('nfts.detail.soldOut')}</Text>
      </Stack>
    );
  if (!viewer)
    return (
      <Stack as="section" aria-labelledby="nft-bid-title" {...panel} data-testid="nft-sign-in">
        {heading}
        <EmptyState title={t('nfts.bid.signIn')} description={t('nfts.bid.signInText')}>
          <HStack gap="3">
            <Button asChild colorPalette="brand">
              <Link to="/pass/login">{t('nav.login')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/pass/register">{t('nav.signUp')}</Link>
            </Button>
          </HStack>
        </EmptyState>
      </Stack>
    );
  if (accountModeOf(virtualStatus) === 'DEMO')
    return (
      <Stack as="section" aria-labelledby="nft-bid-title" {...panel} data-testid="nft-demo-notice">
        {heading}
        <EmptyState title={t('nfts.bid.demoTitle')} description={t('nfts.errors.DEMO_ACCOUNT_DISABLED')}>
          <Button colorPalette="brand" onClick={() => switchAccountMode('REAL')}>
            {t('nfts.bid.switchToReal')}
          </Button>
        </EmptyState>
      </Stack>
    );
  const latest = viewer.latestBid.edges[0]?.node ?? null;
  const ownLead = latest && latest.status === 'LEADING' ? latest.amount : null;
  return (
    <Stack as="section" aria-labelledby="nft-bid-title" {...panel} data-testid="nft-bid-panel">
      {heading}
      {latest && latest.edition === nft.edition ? (
        <HStack gap="2" wrap="wrap" data-testid="nft-own-bid">
          <NftBidStatusBadge status={latest.status} />
          <Text fontSize="sm">
            {t(latest.status === 'LEADING' ? 'nfts.bid.yourBidLeading' : 'nfts.bid.yourBidOutbid', {
              amount: formatMoney(latest.amount, locale),
            })}
          </Text>
        </HStack>
      ) : null}
      <BidForm
        key={`${nft.id}:${nft.minimumBid}`}
        nft={nft}
        available={viewer.account?.balance ?? null}
        ownLead={ownLead}
        beneficiary={beneficiary}
      />
    </Stack>
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

  const review = () => {
    setShort(false);
    const cents = toCents(amount);
    const minimum = toCents(nft.minimumBid) ?? 0n;
    if (cents === null || cents <= 0n) return setError(t('nfts.bid.invalidAmount'));
    if (cents < minimum)
      return setError(t('nfts.bid.belowMinimum', { minimum: formatMoney(nft.minimumBid, locale) }));
    const lead = ownLead ? (toCents(ownLead) ?? 0n) : 0n;
    if (available !== null && cents - lead > (toCents(available) ?? 0n)) {
      setShort(true);
      return setError(t('errors.BALANCE_INSUFFICIENT_RECHARGE'));
    }
    setError(null);
    // A new key for each dialog: a retry inside it reuses the key, a new bid never does.
    key.current = newIdempotencyKey();
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
      const result = await place(nft.id, fromCents(draft.amount), key.current);
      if (result.__typename === 'PlaceNftBidPayload') {
        toaster.create({
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

  return (
    <Stack asChild gap="3">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          review();
        }}
      >
        <FormField
          label={t('nfts.bid.amount')}
          error={error}
          helper={t('nfts.bid.minimumHint', { minimum: formatMoney(nft.minimumBid, locale) })}
        >
          <Input
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            data-testid="nft-bid-amount"
          />
        </FormField>
        {available !== null ? (
          <Text fontSize="sm" color="fg.muted" data-testid="nft-available">
            {t('nfts.bid.available', { amount: formatMoney(available, locale) })}
          </Text>
        ) : null}
        {short ? (
          <Button asChild variant="outline" size="sm" alignSelf="start">
            <Link to="/profile/balance">{t('nfts.bid.deposit')}</Link>
          </Button>
        ) : null}
        <Button type="submit" colorPalette="brand" alignSelf={{ base: 'stretch', md: 'start' }}>
          {t('nfts.bid.submit')}
        </Button>
        <BidConfirmDialog
          draft={draft}
          onClose={() => setDraft(null)}
          onConfirm={confirm}
          isInFlight={isInFlight}
        />
      </form>
    </Stack>
  );
}

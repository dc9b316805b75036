import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { InviteSummary_invite$key } from '../__generated__/InviteSummary_invite.graphql';
import { CopyButton } from '../components/ui/copy-button';
import { DataList } from '../components/ui/data-list';
import muted from '../components/ui/muted-text.module.css';
import panel from '../components/ui/panel.module.css';
import { QrCode, QrCodeSkeleton } from '../components/ui/qr-code';
import { TextSkeleton } from '../components/ui/text-skeleton';
import { formatCount, formatMoney, formatRate } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import styles from './Invite.module.css';
import { absoluteInviteLink } from './inviteLink';

/** The code and link to share (copy, QR code), the reward rule and the totals so far. */
export function InviteSummary({ invite }: { invite: InviteSummary_invite$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment InviteSummary_invite on Invite {
        inviteCode
        inviteLink
        rewardRate
        inviteeCount
        rewards {
          amount
          currency
        }
      }
    `,
    invite,
  );
  // The gateway renders this page without knowing the address the user sees it at (it sits behind
  // any proxy): the link and its QR code are the browser's to complete.
  const link =
    typeof window === 'undefined' ? null : absoluteInviteLink(data.inviteLink, window.location.origin);
  const rewards = data.rewards.filter((reward) => Number(reward.amount) !== 0);
  return (
    <div className={`${panel.panel} ${styles.summary}`}>
      <div className={styles.share}>
        <div className={styles.fields}>
          <div className={styles.field}>
            <p className={muted.muted}>{t('invite.code')}</p>
            <div className={styles.codeRow}>
              <p className={styles.code} dir="ltr" data-testid="invite-code">
                {data.inviteCode}
              </p>
              <CopyButton value={data.inviteCode} label={t('invite.copyCode')} />
            </div>
          </div>
          <div className={styles.field}>
            <p className={muted.muted} id="invite-link-label">
              {t('invite.link')}
            </p>
            {link ? (
              <>
                <output
                  aria-labelledby="invite-link-label"
                  className={styles.link}
                  dir="ltr"
                  data-testid="invite-link"
                >
                  {link}
                </output>
                <CopyButton value={link} label={t('invite.copyLink')} alignStart />
              </>
            ) : (
              <TextSkeleton lines={2} />
            )}
          </div>
        </div>
        <div className={styles.qr}>
          {link ? <QrCode value={link} label={t('invite.qrLabel')} /> : <QrCodeSkeleton />}
        </div>
      </div>
      <p className={muted.muted}>{t('invite.rule', { rate: formatRate(data.rewardRate, locale) })}</p>
      <DataList
        size="md"
        rows={[
          {
            id: 'invited',
            label: t('invite.invitedCount'),
            value: formatCount(data.inviteeCount, locale),
            valueTestId: 'invitee-count',
          },
          {
            id: 'rewards',
            label: t('invite.rewardsTotal'),
            value:
              rewards.length === 0 ? (
                t('invite.noRewardsYet')
              ) : (
                <span className={styles.amounts}>
                  {rewards.map((reward) => (
                    <bdi key={reward.currency} dir="ltr">
                      {formatMoney(reward.amount, locale)} {reward.currency}
                    </bdi>
                  ))}
                </span>
              ),
          },
        ]}
      />
    </div>
  );
}

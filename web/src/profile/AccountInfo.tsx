import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { AccountInfo_viewer$key } from '../__generated__/AccountInfo_viewer.graphql';
import badge from '../components/ui/badge.module.css';
import heading from '../components/ui/heading.module.css';
import { Icon } from '../components/ui/icon';
import panel from '../components/ui/panel.module.css';
import { subtleBadgeClass } from '../components/ui/subtle-badge';
import { formatDate } from '../format/formatDate';
import { languageTags } from '../i18n/languages';
import type { KnownAccountMode } from '../state/accountMode';
import { useClientState } from '../state/clientStore';
import styles from './AccountInfo.module.css';

const kycPalette = { NOT_VERIFIED: 'gray', PENDING: 'orange', VERIFIED: 'green', FAILED: 'red' } as const;

/** The signed-in user's account details, with the account (demo or real) shown beside. */
export function AccountInfo({ viewer, mode }: { viewer: AccountInfo_viewer$key; mode: KnownAccountMode }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment AccountInfo_viewer on Viewer {
        userName
        email
        areaCode
        phone
        kycStatus
        inviteCode
        creditScore
        createdAt
      }
    `,
    viewer,
  );
  const palette =
    data.kycStatus in kycPalette ? kycPalette[data.kycStatus as keyof typeof kycPalette] : 'gray';
  const rows = [
    { label: t('profile.email'), value: data.email },
    {
      label: t('profile.phone'),
      value: data.phone ? `${data.areaCode ?? ''} ${data.phone}`.trim() : t('profile.notSet'),
    },
    { label: t('profile.inviteCode'), value: data.inviteCode },
    { label: t('profile.creditScore'), value: String(data.creditScore) },
    { label: t('profile.memberSince'), value: formatDate(data.createdAt, locale) },
  ];
  return (
    <div className={`${panel.panel} ${styles.card}`}>
      <div className={styles.head}>
        <div className={styles.avatar}>
          <span className={styles.initials}>
            {initials(data.userName) || <Icon name="account" size="1.2em" />}
          </span>
        </div>
        <div className={styles.titles}>
          <h2 className={`${heading.heading} ${heading.lg} ${styles.wrapAnywhere}`}>{data.userName}</h2>
          <div className={styles.badges}>
            <span className={subtleBadgeClass(palette)}>
              {t('profile.kycStatus')}: {t(`profile.kyc.${data.kycStatus}`, { defaultValue: data.kycStatus })}
            </span>
            <span className={`${badge.badge} ${badge.sm} ${styles.outlineBrand}`}>
              {t('profile.accountMode')}:{' '}
              {mode === 'REAL' ? t('profile.realAccount') : t('profile.demoAccount')}
            </span>
          </div>
        </div>
      </div>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>
              <p className={styles.wrapAnywhere}>{row.value}</p>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Chakra's Avatar initials: the first letters of the first and the last word (shown uppercase). */
function initials(name: string): string {
  const names = name.trim().split(' ');
  const first = names[0] ?? '';
  const last = names.length > 1 ? (names[names.length - 1] ?? '') : '';
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0);
}

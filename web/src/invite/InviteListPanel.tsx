import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import heading from '../components/ui/heading.module.css';
import muted from '../components/ui/muted-text.module.css';
import panel from '../components/ui/panel.module.css';
import { formatCount } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import styles from './Invite.module.css';

/** A panel of the invite page holding one list: its title, how many there are in all, the list. */
export function InviteListPanel({
  titleId,
  title,
  totalCount,
  children,
}: {
  titleId: string;
  title: string;
  totalCount: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  return (
    <section aria-labelledby={titleId} className={`${panel.panel} ${styles.list}`}>
      <div className={styles.head}>
        <h2 id={titleId} className={`${heading.heading} ${heading.md}`}>
          {title}
        </h2>
        <p className={muted.muted}>{t('invite.total', { value: formatCount(totalCount, locale) })}</p>
      </div>
      {children}
    </section>
  );
}

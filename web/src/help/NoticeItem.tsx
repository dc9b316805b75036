import { graphql, useFragment } from 'react-relay';
import type { NoticeItem_notice$key } from '../__generated__/NoticeItem_notice.graphql';
import heading from '../components/ui/heading.module.css';
import { RichText } from '../components/ui/rich-text';
import { formatDate } from '../format/formatDate';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import styles from './help.module.css';

/** One notice: title, date and text (the gateway's sanitised HTML). */
export function NoticeItem({ notice }: { notice: NoticeItem_notice$key }) {
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment NoticeItem_notice on Notice {
        noticeId
        title
        contentHtml
        createdAt
      }
    `,
    notice,
  );
  const headingId = `notice-${data.noticeId}`;
  return (
    <article aria-labelledby={headingId} className={`${styles.panel} ${styles.notice}`}>
      <time dateTime={data.createdAt} className={styles.date}>
        {formatDate(data.createdAt, locale)}
      </time>
      <h2 id={headingId} className={`${heading.heading} ${heading.md}`}>
        {data.title}
      </h2>
      <RichText html={data.contentHtml} muted />
    </article>
  );
}

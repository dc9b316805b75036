import styles from './rich-text.module.css';

type RichTextProps = {
  /** HTML the gateway has sanitised (a `…Html` field of the schema), never raw upstream text. */
  html: string;
  /** An article of its own (the about page) rather than part of one. */
  as?: 'div' | 'article';
  /** Secondary text (an answer, a notice). */
  muted?: boolean;
  className?: string;
};

/**
 * An article, notice or answer body. The gateway answers it as sanitised HTML (no script, style,
 * event handler, frame or image; http(s) and mailto links only), and the page's Content-Security-Policy
 * refuses inline scripts besides, so it is put in the page as it is. Plain markup: the pages that
 * show rich text load no Chakra.
 */
export function RichText({ html, as: Element = 'div', muted = false, className }: RichTextProps) {
  const classes = [styles.prose, muted ? styles.muted : null, className].filter(Boolean).join(' ');
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the gateway (sanitize-html), see above
    <Element className={classes} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

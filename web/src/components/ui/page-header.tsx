import type { ReactNode } from 'react';
import heading from './heading.module.css';
import styles from './page-header.module.css';

/** The frame of a page with a header: its width, padding and the gap between its parts. */
export const pageFrameClass = styles.page;

/** The same frame in a form page's narrower column. */
export const narrowPageFrameClass = `${styles.page} ${styles.narrow}`;

/**
 * A header's translation keys, whether the page shows prices (the simulated badge), whether the
 * page sits in the narrower column, and the risk warning it shows under the header (RiskNote).
 */
export type PageHeaderKeys = {
  title: string;
  subtitle?: string;
  simulated: boolean;
  narrow?: boolean;
  riskNote?: string;
};

type PageHeaderProps = {
  title: string;
  subtitle?: string;
  /** Shown at the header's end (e.g. the simulated-prices badge). */
  aside?: ReactNode;
};

/**
 * A page's title (its h1) and subtitle. Plain markup, no Chakra: the page fallback and the
 * prerendered first paint show it before the page's code arrives (its route manifest's header), and the
 * page renders the very same box, so nothing moves and the header paints once.
 */
export function PageHeader({ title, subtitle, aside }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.titles}>
        <h1 className={`${heading.heading} ${heading.xl2}`}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {aside}
    </div>
  );
}

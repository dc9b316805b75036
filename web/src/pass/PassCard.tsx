import type { ReactNode } from 'react';
import heading from '../components/ui/heading.module.css';
import styles from './PassCard.module.css';

type PassCardProps = { title: string; subtitle: string; children: ReactNode; footer?: ReactNode };

/** A link in the card's footer line (brand colour). */
export const passFooterLinkClass = styles.footerLink;

/**
 * The centred card the login, register and reset forms share. Plain markup: the login page uses
 * no Chakra at all (the other two bring it for their fields).
 */
export function PassCard({ title, subtitle, children, footer }: PassCardProps) {
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <div className={styles.titles}>
          <h1 className={`${heading.heading} ${heading.xl2}`}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {children}
        {footer ? <p className={styles.footer}>{footer}</p> : null}
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import heading from '../components/ui/heading.module.css';
import skeleton from '../components/ui/skeleton.module.css';
import styles from './PassCard.module.css';

type PassCardProps = { title: string; subtitle: string; children: ReactNode; footer?: ReactNode };

/** A link in the card's footer line (brand colour). */
export const passFooterLinkClass = styles.footerLink;

/**
 * The centred card the login, register and reset forms share. Plain markup, as are the three forms:
 * none of these pages loads Chakra.
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

/** Two labelled fields and a button, as placeholders: the card's body while the form's code loads. */
export function PassFormSkeleton() {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a busy region named for screen readers, as ListSkeleton's
    <div className={styles.formSkeleton} aria-busy="true" aria-label={t('common.loading')}>
      {[0, 1].map((field) => (
        <div key={field} className={styles.formSkeleton}>
          <div className={`${skeleton.skeleton} ${styles.labelSkeleton}`} />
          <div className={`${skeleton.skeleton} ${styles.fieldSkeleton}`} />
        </div>
      ))}
      <div className={`${skeleton.skeleton} ${styles.buttonSkeleton}`} />
    </div>
  );
}

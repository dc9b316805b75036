import type { ReactNode } from 'react';
import styles from './empty-state.module.css';
import { Icon } from './icon';

type EmptyStateProps = {
  title: string;
  description?: string;
  children?: ReactNode;
};

/** Chakra's EmptyState (size sm) in plain markup: the home page's lists use it on the first screen. */
export function EmptyState({ title, description, children }: EmptyStateProps) {
  return (
    <div className={styles.root}>
      <div className={styles.content}>
        <div className={styles.indicator}>
          <Icon name="inbox" />
        </div>
        <div className={styles.text}>
          <h3 className={styles.title}>{title}</h3>
          {description ? <p className={styles.description}>{description}</p> : null}
        </div>
        {children}
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import styles from './data-list.module.css';

export type DataRow = {
  /** The row's key, and its test id as `${testIdPrefix}-${id}` when the list has a prefix. */
  id: string;
  label: string;
  value: ReactNode;
  /** A test id on the value itself. */
  valueTestId?: string;
};

/**
 * Label/value rows (a product's terms, a plan's figures) as a description list: Chakra's horizontal
 * DataList in plain markup, for pages that load no Chakra. Values are isolated (`bdi`) so numbers
 * and currency codes keep their order in right-to-left languages.
 */
export function DataList({
  rows,
  testIdPrefix,
  size = 'sm',
}: {
  rows: readonly DataRow[];
  testIdPrefix?: string;
  size?: 'sm' | 'md';
}) {
  return (
    <dl className={size === 'md' ? `${styles.list} ${styles.md}` : styles.list}>
      {rows.map((row) => (
        <div
          key={row.id}
          className={styles.item}
          data-testid={testIdPrefix ? `${testIdPrefix}-${row.id}` : undefined}
        >
          <dt>{row.label}</dt>
          <dd data-testid={row.valueTestId}>
            <bdi>{row.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

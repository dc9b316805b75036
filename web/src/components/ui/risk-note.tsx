import styles from './risk-note.module.css';

/**
 * A page's risk warning under its header. Plain markup: the page fallback and the prerendered first
 * paint show it with the header (PageHeaderKeys.riskNote) before the page's code arrives, and the
 * page renders the same box, so the warning (often the page's largest text) paints once.
 */
export function RiskNote({ text, testId }: { text: string; testId?: string }) {
  return (
    <p className={styles.note} role="note" data-testid={testId}>
      {text}
    </p>
  );
}

import styles from './form-alert.module.css';

type FormAlertProps = { status: 'error' | 'success' | 'info' | 'warning'; message: string; testId?: string };

// Chakra's alert icons: a circle with an exclamation mark (error, warning), a tick (success), an i (info).
const circle =
  'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20Z';
const marks: Record<FormAlertProps['status'], string> = {
  error: 'M11 15H13V17H11V15ZM11 7H13V13H11V7Z',
  success:
    'M11.0026 16L6.75999 11.7574L8.17421 10.3431L11.0026 13.1716L16.6595 7.51472L18.0737 8.92893L11.0026 16Z',
  info: 'M11 7H13V9H11V7ZM11 11H13V17H11V11Z',
  warning: 'M11 15H13V17H11V15ZM11 7H13V13H11V7Z',
};

/** The alert's icon in its indicator (a notice with a title and a description draws it too). */
export function AlertIcon({ status }: { status: FormAlertProps['status'] }) {
  return (
    <span className={styles.indicator}>
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
        <path d={`${circle}${marks[status]}`} />
      </svg>
    </span>
  );
}

/**
 * A form-level message (server errors that belong to no single field, or a success notice): the
 * look of Chakra's subtle alert in plain markup, so a page without Chakra (the login) can show it.
 */
export function FormAlert({ status, message, testId }: FormAlertProps) {
  return (
    <div
      role={status === 'error' ? 'alert' : 'status'}
      data-testid={testId}
      className={`${styles.root} ${styles.rounded} ${styles[status]}`}
    >
      <AlertIcon status={status} />
      <div className={styles.title}>{message}</div>
    </div>
  );
}

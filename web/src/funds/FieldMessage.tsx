import text from '../components/ui/text.module.css';

/** The attributes that tie a select to its message below (none while it has no error). */
export function invalidProps(messageId: string, field: string, error: string | undefined) {
  return error
    ? { 'aria-invalid': true, 'aria-errormessage': `${messageId}-${field}` }
    : { 'aria-invalid': undefined };
}

/** A select's error under it, announced when it appears. */
export function FieldMessage({
  messageId,
  field,
  error,
}: {
  messageId: string;
  field: string;
  error: string | undefined;
}) {
  return error ? (
    <p id={`${messageId}-${field}`} aria-live="polite" className={`${text.small} ${text.error}`}>
      {error}
    </p>
  ) : null;
}

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button-class';
import { Icon } from './icon';
import styles from './image-field.module.css';
import layout from './layout.module.css';
import text from './text.module.css';

type ImageFieldProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  error: string | null;
  disabled: boolean;
  /** The field's name and its hint; a deposit's payment proof by default. */
  label?: string;
  help?: string;
  testId?: string;
};

/**
 * An image picked from the device (a payment proof, an identity document), previewed before it is
 * sent (a JPEG 2000, which browsers cannot draw, shows its name). The server decides the type by
 * the bytes and re-encodes it; the accepted types and the size limit are the money slice's.
 */
export function ImageField({ file, onChange, error, disabled, label, help, testId }: ImageFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [previewFailed, setPreviewFailed] = useState(false);
  // The control that had the focus is replaced when a file is picked or removed: the focus moves to
  // its successor (the chosen file's Replace, or Choose again) instead of falling to the page.
  const picking = useRef(false);
  const replace = useRef<HTMLButtonElement>(null);
  const choose = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the picked file changes
  useEffect(() => {
    if (!picking.current) return;
    picking.current = false;
    (file ? replace : choose).current?.focus();
  }, [file]);

  useEffect(() => {
    setPreviewFailed(false);
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const smallGhost = buttonClass({ size: 'xs', variant: 'ghost' });
  return (
    // biome-ignore lint/a11y/useSemanticElements: the field's label is a paragraph that names the group (a fieldset's legend would bring its own box)
    <div className={styles.root} role="group" aria-labelledby={`${id}-label`} data-testid={testId}>
      <p id={`${id}-label`} className={styles.label}>
        {label ?? t('funds.proof')}
      </p>
      <p className={styles.help} id={`${id}-help`}>
        {help ?? t('funds.proofHelp')}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/jp2,image/jpx,.jp2,.j2k,.jpf"
        hidden
        disabled={disabled}
        aria-describedby={`${id}-help`}
        onChange={(event) => {
          picking.current = true;
          onChange(event.currentTarget.files?.[0] ?? null);
          // Picking the same file again after removing it must fire a change.
          event.currentTarget.value = '';
        }}
      />
      {file ? (
        <div className={styles.picked} data-invalid={error ? '' : undefined}>
          {preview && !previewFailed ? (
            <img
              src={preview}
              alt={label ? t('funds.imagePreview', { name: label }) : t('funds.proofPreview')}
              className={styles.preview}
              onError={() => setPreviewFailed(true)}
            />
          ) : (
            <span className={`${styles.preview} ${styles.placeholder}`} aria-hidden>
              <Icon name="upload" />
            </span>
          )}
          <div className={styles.file}>
            <p id={`${id}-name`} className={styles.name} data-testid="proof-name">
              {file.name}
            </p>
            <p className={styles.help}>
              {t('funds.fileSize', { size: String(Math.max(1, Math.ceil(file.size / 1024))) })}
            </p>
          </div>
          <button
            ref={replace}
            type="button"
            className={smallGhost}
            disabled={disabled}
            onClick={() => input.current?.click()}
            aria-describedby={`${id}-name`}
          >
            {t('funds.replaceProof')}
          </button>
          <button
            type="button"
            className={smallGhost}
            disabled={disabled}
            onClick={() => {
              picking.current = true;
              onChange(null);
            }}
          >
            {t('funds.removeProof')}
          </button>
        </div>
      ) : (
        <button
          ref={choose}
          type="button"
          className={buttonClass({ variant: 'outline', className: layout.start })}
          disabled={disabled}
          onClick={() => input.current?.click()}
          aria-invalid={error ? true : undefined}
        >
          <Icon name="upload" />
          {t('funds.chooseProof')}
        </button>
      )}
      {error ? (
        <p className={`${text.small} ${text.error}`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

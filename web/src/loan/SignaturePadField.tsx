import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type SignaturePad from 'signature_pad';
import { buttonClass } from '../components/ui/button-class';
import imageField from '../components/ui/image-field.module.css';
import layout from '../components/ui/layout.module.css';
import text from '../components/ui/text.module.css';
import styles from './SignaturePadField.module.css';

/** What the form reads from the pad: null while nothing is drawn. */
export type SignatureReader = { dataUrl(): string | null };

/** A PNG data URL as a file part, decoded here (the page's CSP lets fetch reach only its own origin). */
export function dataUrlBlob(url: string): Blob {
  const [head = '', data = ''] = url.split(',');
  const type = /^data:([^;]+)/.exec(head)?.[1] ?? 'image/png';
  return new Blob([Uint8Array.from(atob(data), (char) => char.charCodeAt(0))], { type });
}

type Props = {
  label: string;
  error: string | null;
  disabled: boolean;
  /** Receives the reader once the pad is ready, and after every stroke or clearing. */
  onChange: (reader: SignatureReader, empty: boolean) => void;
};

/**
 * A signature drawn with a finger, a pen or the mouse, through the kept library signature_pad
 * (loaded with this field only). The canvas is pointer-only, so the hint says so; "Clear" starts over.
 */
export function SignaturePadField({ label, error, disabled, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    let cancelled = false;
    const element = canvas.current;
    if (!element) return;
    void import('signature_pad').then(({ default: Pad }) => {
      if (cancelled) return;
      // Draw at the screen's pixel density so the strokes are sharp and the PNG legible.
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      const instance = new Pad(element, { penColor: '#111827', backgroundColor: '#ffffff' });
      pad.current = instance;
      const reader: SignatureReader = {
        dataUrl: () => (instance.isEmpty() ? null : instance.toDataURL('image/png')),
      };
      instance.addEventListener('endStroke', () => changed.current(reader, instance.isEmpty()));
      changed.current(reader, true);
    });
    return () => {
      cancelled = true;
      pad.current?.off();
      pad.current = null;
    };
  }, []);

  useEffect(() => {
    if (!pad.current) return;
    if (disabled) pad.current.off();
    else pad.current.on();
  }, [disabled]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: the field's label is a paragraph that names the group, as ImageField has it
    <div className={imageField.root} role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className={imageField.label}>
        {label}
      </p>
      <p className={imageField.help} id={`${id}-help`}>
        {t('loan.signature.help')}
      </p>
      <canvas
        ref={canvas}
        role="img"
        aria-label={t('loan.signature.canvas')}
        aria-describedby={`${id}-help`}
        data-testid="signature-pad"
        data-invalid={error ? '' : undefined}
        className={styles.pad}
      />
      <button
        type="button"
        className={buttonClass({ size: 'xs', variant: 'outline', className: layout.start })}
        disabled={disabled}
        onClick={() => {
          const instance = pad.current;
          if (!instance) return;
          instance.clear();
          changed.current({ dataUrl: () => null }, true);
        }}
      >
        {t('loan.signature.clear')}
      </button>
      {error ? (
        <p className={`${text.small} ${text.error}`} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../components/ui/button-class';
import { Icon } from '../components/ui/icon';
import field from '../components/ui/text-field.module.css';
import styles from './ChatComposer.module.css';
import type { useChat } from './useChat';

const MAX_LENGTH = 2000;
/** The money slice's image rules (the server checks them again by the bytes): types and size. */
const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = 'image/png,image/jpeg,image/jp2,image/jpx,.jp2,.j2k,.jpf';
const IMAGE_NAME = /\.(png|jpe?g|jp2|j2k|jpf)$/i;

/** Why a picked file cannot be attached (an i18n key), or null when it can. */
function attachmentError(file: File): string | null {
  if (!IMAGE_NAME.test(file.name) && !/^image\/(png|jpeg|jp2|jpx)$/.test(file.type))
    return 'errors.IMAGE_FORMAT_INCORRECT';
  return file.size > IMAGE_MAX_BYTES ? 'chat.imageTooLarge' : null;
}

type Chat = ReturnType<typeof useChat>;

type ChatComposerProps = {
  /** Until the conversation has loaded. */
  disabled: boolean;
  send: Chat['send'];
  typing: Chat['typing'];
};

/** The form under the conversation: a message (Enter sends it), an optional image, Send. */
export function ChatComposer({ disabled, send, typing }: ChatComposerProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const imageHintId = useId();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const body = draft.trim();
    if ((body === '' && !image) || body.length > MAX_LENGTH) return;
    send(body, undefined, image);
    setDraft('');
    setImage(null);
  };
  const pick = (file: File | null) => {
    if (!file) return;
    const error = attachmentError(file);
    setImageError(error);
    setImage(error ? null : file);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form onSubmit={submit} className={styles.form}>
      {image ? (
        <div className={styles.attachment} data-testid="chat-attachment">
          <Icon name="upload" />
          <p className={styles.fileName}>{image.name}</p>
          <button
            type="button"
            className={buttonClass({ size: 'xs', variant: 'ghost' })}
            onClick={() => setImage(null)}
          >
            {t('chat.removeImage')}
          </button>
        </div>
      ) : null}
      {imageError ? (
        <p className={styles.error} role="alert">
          {t(imageError)}
        </p>
      ) : null}
      <input
        ref={fileInput}
        type="file"
        accept={IMAGE_TYPES}
        hidden
        disabled={disabled}
        aria-describedby={imageHintId}
        data-testid="chat-image-input"
        onChange={(event) => {
          pick(event.currentTarget.files?.[0] ?? null);
          // Picking the same file again after removing it must fire a change.
          event.currentTarget.value = '';
        }}
      />
      <div className={styles.row}>
        <button
          type="button"
          className={buttonClass({ variant: 'ghost', iconOnly: true })}
          aria-label={t('chat.attach')}
          title={t('chat.attach')}
          disabled={disabled}
          onClick={() => fileInput.current?.click()}
        >
          <Icon name="upload" />
        </button>
        <textarea
          className={`${field.input} ${styles.textarea}`}
          aria-label={t('chat.messageLabel')}
          placeholder={t('chat.placeholder')}
          value={draft}
          maxLength={MAX_LENGTH}
          rows={2}
          onChange={(event) => {
            setDraft(event.target.value);
            if (event.target.value.trim() !== '') typing();
          }}
          onKeyDown={onKeyDown}
          disabled={disabled}
        />
        <button
          type="submit"
          className={buttonClass({ palette: 'brand' })}
          disabled={disabled || (draft.trim() === '' && !image)}
        >
          {t('chat.send')}
        </button>
      </div>
      <p className={styles.hint}>
        {t('chat.enterHint')} <span id={imageHintId}>{t('chat.imageHint')}</span>
      </p>
    </form>
  );
}

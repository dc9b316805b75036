import { Box, Button, Flex, IconButton, Image, Link, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/ui/empty-state';
import { Icon } from '../components/ui/icon';
import { narrowPageFrameClass, PageHeader } from '../components/ui/page-header';
import { formatDateTime } from '../format/formatDate';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { ChatAvailability } from './ChatAvailability';
import { chatPageHeader } from './chatPageHeader';
import { type ShownMessage, useChat } from './useChat';

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

function Bubble({
  message,
  read,
  locale,
  onRetry,
}: {
  message: ShownMessage;
  read: boolean;
  locale: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const mine = message.author === 'USER';
  return (
    <Flex
      as="li"
      justify={mine ? 'flex-end' : 'flex-start'}
      data-testid="chat-message"
      data-author={message.author}
    >
      <Stack gap="1" maxW="80%" align={mine ? 'flex-end' : 'flex-start'}>
        <Box
          px="3"
          py="2"
          borderRadius="lg"
          bg={mine ? 'yellow.solid' : 'bg.muted'}
          color={mine ? 'yellow.contrast' : 'fg'}
          whiteSpace="pre-wrap"
          overflowWrap="anywhere"
        >
          {!mine ? <Text srOnly>{t('chat.fromSupport')}: </Text> : null}
          {/* A refused image is not drawn: the line under the bubble says why it was refused. */}
          {message.imageUrl && !message.errorCode ? (
            <Link href={message.imageUrl} target="_blank" rel="noopener" display="block">
              <Image
                src={message.imageUrl}
                alt={t('chat.image')}
                maxH="48"
                maxW="full"
                rounded="md"
                mb={message.body ? '2' : '0'}
              />
            </Link>
          ) : null}
          {message.body}
        </Box>
        <Text fontSize="xs" color={message.status === 'failed' ? 'fg.error' : 'fg.muted'}>
          {message.status === 'sending'
            ? t('chat.sending')
            : message.status === 'failed'
              ? message.errorCode
                ? t(`errors.${message.errorCode}`, { defaultValue: t('chat.failed') })
                : t('chat.failed')
              : formatDateTime(message.createdAt, locale)}
          {mine && message.status === 'sent' && read ? ` · ${t('chat.read')}` : null}
        </Text>
        {message.status === 'failed' && !message.errorCode ? (
          <Button size="xs" variant="outline" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : null}
      </Stack>
    </Flex>
  );
}

/** `/customerservice`: a live conversation with the support team, for a visitor or a signed-in user. */
export function ChatRoute() {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const { chat, loadError, retryLoad, messages, operatorReadId, operatorTyping, send, markRead, typing } =
    useChat();
  const [draft, setDraft] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const imageHintId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  // New messages scroll into view; the team's messages shown are read.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
    const lastOperator = [...messages].reverse().find((message) => message.author === 'OPERATOR');
    if (lastOperator && document.visibilityState === 'visible') markRead(lastOperator.messageId);
  }, [messages, markRead]);

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
    <div className={narrowPageFrameClass}>
      <PageHeader title={t(chatPageHeader.title)} subtitle={t(chatPageHeader.subtitle ?? '')} />
      {chat ? <ChatAvailability chat={chat} /> : null}
      <Stack layerStyle="panel" gap="0" overflow="hidden">
        {loadError ? (
          <EmptyState title={t('common.loadFailed')}>
            <Button size="sm" variant="outline" onClick={retryLoad}>
              {t('common.retry')}
            </Button>
          </EmptyState>
        ) : !chat ? (
          <Flex justify="center" py="10" aria-busy="true">
            <Spinner aria-label={t('common.loading')} />
          </Flex>
        ) : (
          <Box
            ref={listRef}
            role="log"
            aria-live="polite"
            aria-label={t('chat.conversation')}
            p="4"
            minH="60"
            maxH={{ base: '55vh', md: '60vh' }}
            overflowY="auto"
          >
            <Box as="ol" listStyleType="none" display="flex" flexDirection="column" gap="3">
              {messages.length === 0 ? (
                <Text as="li" color="fg.muted" textAlign="center" py="6">
                  {t('chat.welcome')}
                </Text>
              ) : (
                messages.map((message) => (
                  <Bubble
                    key={`${message.author}:${message.clientKey}`}
                    message={message}
                    read={message.messageId <= operatorReadId}
                    locale={locale}
                    onRetry={() => send(message.body, message.clientKey)}
                  />
                ))
              )}
            </Box>
          </Box>
        )}
        <Text fontSize="sm" color="fg.muted" px="4" minH="6" aria-live="polite" data-testid="chat-typing">
          {operatorTyping ? t('chat.typing') : ''}
        </Text>
        <Box as="form" onSubmit={submit} borderTopWidth="1px" p="3">
          {image ? (
            <Flex gap="2" align="center" mb="2" data-testid="chat-attachment">
              <Icon name="upload" />
              <Text fontSize="sm" truncate flex="1" minW="0">
                {image.name}
              </Text>
              <Button size="xs" variant="ghost" onClick={() => setImage(null)}>
                {t('chat.removeImage')}
              </Button>
            </Flex>
          ) : null}
          {imageError ? (
            <Text fontSize="sm" color="fg.error" role="alert" mb="2">
              {t(imageError)}
            </Text>
          ) : null}
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_TYPES}
            hidden
            aria-describedby={imageHintId}
            data-testid="chat-image-input"
            onChange={(event) => {
              pick(event.currentTarget.files?.[0] ?? null);
              // Picking the same file again after removing it must fire a change.
              event.currentTarget.value = '';
            }}
          />
          <Flex gap="2" align="flex-end">
            <IconButton
              variant="ghost"
              aria-label={t('chat.attach')}
              title={t('chat.attach')}
              disabled={!chat}
              onClick={() => fileInput.current?.click()}
            >
              <Icon name="upload" />
            </IconButton>
            <Textarea
              aria-label={t('chat.messageLabel')}
              placeholder={t('chat.placeholder')}
              value={draft}
              maxLength={MAX_LENGTH}
              rows={2}
              resize="none"
              onChange={(event) => {
                setDraft(event.target.value);
                if (event.target.value.trim() !== '') typing();
              }}
              onKeyDown={onKeyDown}
              disabled={!chat}
            />
            <Button type="submit" colorPalette="yellow" disabled={!chat || (draft.trim() === '' && !image)}>
              {t('chat.send')}
            </Button>
          </Flex>
          <Text fontSize="xs" color="fg.muted" mt="1">
            {t('chat.enterHint')} <span id={imageHintId}>{t('chat.imageHint')}</span>
          </Text>
        </Box>
      </Stack>
      {messages.some((message) => message.status === 'failed' && !message.errorCode) ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {t('chat.failedHint')}
        </Text>
      ) : null}
    </div>
  );
}

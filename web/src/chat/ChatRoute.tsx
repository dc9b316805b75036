import { Box, Button, Flex, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/ui/empty-state';
import { narrowPageFrameClass, PageHeader } from '../components/ui/page-header';
import { formatDateTime } from '../format/formatDate';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { ChatAvailability } from './ChatAvailability';
import { chatPageHeader } from './chatPageHeader';
import { type ShownMessage, useChat } from './useChat';

const MAX_LENGTH = 2000;

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
          {message.body}
        </Box>
        <Text fontSize="xs" color={message.status === 'failed' ? 'fg.error' : 'fg.muted'}>
          {message.status === 'sending'
            ? t('chat.sending')
            : message.status === 'failed'
              ? t('chat.failed')
              : formatDateTime(message.createdAt, locale)}
          {mine && message.status === 'sent' && read ? ` · ${t('chat.read')}` : null}
        </Text>
        {message.status === 'failed' ? (
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
    if (body === '' || body.length > MAX_LENGTH) return;
    send(body);
    setDraft('');
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
          <Flex gap="2" align="flex-end">
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
            <Button type="submit" colorPalette="yellow" disabled={!chat || draft.trim() === ''}>
              {t('chat.send')}
            </Button>
          </Flex>
          <Text fontSize="xs" color="fg.muted" mt="1">
            {t('chat.enterHint')}
          </Text>
        </Box>
      </Stack>
      {messages.some((message) => message.status === 'failed') ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {t('chat.failedHint')}
        </Text>
      ) : null}
    </div>
  );
}

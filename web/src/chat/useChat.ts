import {
  type Dispatch,
  type RefObject,
  type SetStateAction,
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useRelayEnvironment } from 'react-relay';
import { commitMutation, fetchQuery, requestSubscription } from 'relay-runtime';
import type { chatGraphqlQuery, chatGraphqlQuery$data } from '../__generated__/chatGraphqlQuery.graphql';
import type { chatGraphqlSendMutation } from '../__generated__/chatGraphqlSendMutation.graphql';
import { newIdempotencyKey } from '../relay/idempotencyKey';
import { clientStore, useClientState } from '../state/clientStore';
import {
  chatActivitySubscription,
  chatMessagesSubscription,
  chatQuery,
  chatTypingMutation,
  claimChatMutation,
  markChatReadMutation,
  sendChatMutation,
} from './chatGraphql';

type Chat = chatGraphqlQuery$data['chat'];
export type ChatMessage = Chat['messages'][number];
/**
 * A message on screen: stored (with its id) or still on its way / failed (by its clientKey). A
 * message the server refused for its content (an image that is no image) carries the error's code:
 * sending it again would not help.
 */
export type ShownMessage = ChatMessage & { status: 'sent' | 'sending' | 'failed'; errorCode?: string };

type State = {
  messages: Map<string, ShownMessage>;
  operatorReadId: number;
  userReadId: number;
};
type Action =
  | { type: 'stored'; messages: readonly ChatMessage[] }
  | { type: 'pending'; clientKey: string; body: string; imageUrl: string | null }
  | { type: 'failed'; clientKey: string; errorCode?: string }
  | { type: 'read'; side: 'OPERATOR' | 'USER'; lastReadId: number }
  | { type: 'reset' };

/** Messages by clientKey (unique per sender): a stored message replaces its pending copy, never doubles. */
function reduce(state: State, action: Action): State {
  switch (action.type) {
    case 'stored': {
      const messages = new Map(state.messages);
      for (const message of action.messages)
        messages.set(`${message.author}:${message.clientKey}`, { ...message, status: 'sent' });
      return { ...state, messages };
    }
    case 'pending': {
      const messages = new Map(state.messages);
      messages.set(`USER:${action.clientKey}`, {
        messageId: Number.MAX_SAFE_INTEGER,
        author: 'USER',
        body: action.body,
        imageUrl: action.imageUrl,
        clientKey: action.clientKey,
        createdAt: new Date().toISOString(),
        status: 'sending',
      });
      return { ...state, messages };
    }
    case 'failed': {
      const key = `USER:${action.clientKey}`;
      const current = state.messages.get(key);
      if (!current || current.status === 'sent') return state;
      const failed: ShownMessage = { ...current, status: 'failed', errorCode: action.errorCode };
      return { ...state, messages: new Map(state.messages).set(key, failed) };
    }
    case 'read':
      return action.side === 'OPERATOR'
        ? { ...state, operatorReadId: Math.max(state.operatorReadId, action.lastReadId) }
        : { ...state, userReadId: Math.max(state.userReadId, action.lastReadId) };
    case 'reset':
      return { messages: new Map(), operatorReadId: 0, userReadId: 0 };
  }
}

/** Oldest first; messages on their way after every stored one. */
export function ordered(messages: Map<string, ShownMessage>): ShownMessage[] {
  return [...messages.values()].sort((a, b) => a.messageId - b.messageId);
}

const TYPING_SHOWN_MS = 4_000;
const TYPING_SENT_EVERY_MS = 3_000;

/**
 * The customer's conversation, live: read once, then every message after the last one held
 * (chatMessageAdded resumes from it after any reconnect), the team's typing and read marks. Sending
 * shows the message at once and keeps it, marked failed, if it could not be sent (retry uses the
 * same key, so it is never stored twice). A visitor's conversation is claimed after a login.
 */
export function useChat() {
  const environment = useRelayEnvironment();
  const isLogin = useClientState((state) => state.isLogin);
  const [chat, setChat] = useState<Omit<Chat, 'messages'> | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [state, dispatch] = useReducer(reduce, { messages: new Map(), operatorReadId: 0, userReadId: 0 });
  const [generation, setGeneration] = useState(0);
  const lastId = useRef(0);
  const typingSentAt = useRef(0);

  // Read (again after a merge, a login or a retry): claim a visitor's conversation first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` is the reload trigger
  useEffect(() => {
    let live = true;
    const load = async () => {
      setLoadError(false);
      try {
        if (isLogin && clientStore.get().chatVisitor) {
          await new Promise<void>((resolve, reject) =>
            commitMutation(environment, {
              mutation: claimChatMutation,
              variables: {},
              onCompleted: () => resolve(),
              onError: reject,
            }),
          );
          clientStore.forgetChatVisitor();
        }
        const data = await fetchQuery<chatGraphqlQuery>(
          environment,
          chatQuery,
          {},
          { fetchPolicy: 'network-only' },
        ).toPromise();
        if (!live || !data) return;
        const { messages, ...rest } = data.chat;
        dispatch({ type: 'reset' });
        dispatch({ type: 'stored', messages });
        dispatch({ type: 'read', side: 'OPERATOR', lastReadId: rest.conversation?.operatorReadId ?? 0 });
        dispatch({ type: 'read', side: 'USER', lastReadId: rest.conversation?.userReadId ?? 0 });
        lastId.current = messages.reduce((max, message) => Math.max(max, message.messageId), 0);
        setChat(rest);
      } catch {
        if (live) setLoadError(true);
      }
    };
    void load();
    return () => {
      live = false;
    };
  }, [environment, isLogin, generation]);

  const operatorTyping = useLiveChat(chat !== null, lastId, dispatch, setGeneration);
  const send = useSendChat(lastId, dispatch, setChat);

  /** The team's messages up to `messageId` are read (sent when the page shows them). */
  const markRead = useCallback(
    (messageId: number) => {
      if (messageId <= state.userReadId) return;
      dispatch({ type: 'read', side: 'USER', lastReadId: messageId });
      commitMutation(environment, { mutation: markChatReadMutation, variables: { lastReadId: messageId } });
    },
    [environment, state.userReadId],
  );

  const typing = useCallback(() => {
    const now = Date.now();
    if (now - typingSentAt.current < TYPING_SENT_EVERY_MS) return;
    typingSentAt.current = now;
    commitMutation(environment, { mutation: chatTypingMutation, variables: {} });
  }, [environment]);

  const messages = useMemo(() => ordered(state.messages), [state.messages]);
  return {
    chat,
    loadError,
    retryLoad: () => setGeneration((value) => value + 1),
    messages,
    operatorReadId: state.operatorReadId,
    operatorTyping,
    send,
    markRead,
    typing,
  };
}

/**
 * Live, once the conversation is read: every message after the last one held (a reconnect of the
 * socket resubscribes from there again), the team's read marks and typing, and a merge of the
 * visitor's conversation into the user's, which reads it again. Whether the team is typing now.
 */
function useLiveChat(
  ready: boolean,
  lastId: RefObject<number>,
  dispatch: Dispatch<Action>,
  setGeneration: Dispatch<SetStateAction<number>>,
): boolean {
  const environment = useRelayEnvironment();
  const isLogin = useClientState((state) => state.isLogin);
  const chatVisitor = useClientState((state) => state.chatVisitor);
  const [operatorTyping, setOperatorTyping] = useState(false);
  useEffect(() => {
    if (!ready || (!isLogin && !chatVisitor)) return;
    const messages = requestSubscription(environment, {
      subscription: chatMessagesSubscription,
      variables: { after: lastId.current },
      onNext: (response) => {
        const message = (response as { chatMessageAdded?: ChatMessage } | null)?.chatMessageAdded;
        if (!message) return;
        lastId.current = Math.max(lastId.current, message.messageId);
        dispatch({ type: 'stored', messages: [message] });
        if (message.author === 'OPERATOR') setOperatorTyping(false);
      },
    });
    let typingTimer: ReturnType<typeof setTimeout> | undefined;
    const activity = requestSubscription(environment, {
      subscription: chatActivitySubscription,
      variables: {},
      onNext: (response) => {
        const event = (
          response as { chatActivity?: { kind: string; side: string | null; lastReadId: number | null } }
        )?.chatActivity;
        if (!event) return;
        if (event.kind === 'TYPING' && event.side === 'OPERATOR') {
          setOperatorTyping(true);
          clearTimeout(typingTimer);
          typingTimer = setTimeout(() => setOperatorTyping(false), TYPING_SHOWN_MS);
        } else if (event.kind === 'READ' && event.side && event.lastReadId !== null) {
          dispatch({
            type: 'read',
            side: event.side === 'OPERATOR' ? 'OPERATOR' : 'USER',
            lastReadId: event.lastReadId,
          });
        } else if (event.kind === 'MERGED') {
          setGeneration((value) => value + 1);
        }
      },
    });
    return () => {
      clearTimeout(typingTimer);
      messages.dispose();
      activity.dispose();
    };
  }, [environment, ready, isLogin, chatVisitor, lastId, dispatch, setGeneration]);
  return operatorTyping;
}

/**
 * Sending: the message shows at once, and stays, marked failed, if it could not be sent; a retry
 * passes the same clientKey (and sends the same image again), so it is never stored twice.
 */
function useSendChat(
  lastId: RefObject<number>,
  dispatch: Dispatch<Action>,
  setChat: Dispatch<SetStateAction<Omit<Chat, 'messages'> | null>>,
) {
  const environment = useRelayEnvironment();
  // The images of messages not stored yet, by clientKey: a retry sends the same file again.
  const attachments = useRef(new Map<string, { file: File; preview: string }>());
  return useCallback(
    (body: string, clientKey: string = newIdempotencyKey(), image: File | null = null) => {
      if (image) attachments.current.set(clientKey, { file: image, preview: URL.createObjectURL(image) });
      const attachment = attachments.current.get(clientKey) ?? null;
      dispatch({ type: 'pending', clientKey, body, imageUrl: attachment?.preview ?? null });
      commitMutation<chatGraphqlSendMutation>(environment, {
        mutation: sendChatMutation,
        variables: { body, clientKey, image: null },
        ...(attachment ? { uploadables: { image: attachment.file } } : {}),
        onCompleted: (response) => {
          const result = response.sendChatMessage;
          if (result.__typename === 'ChatMessage') {
            if (attachment) {
              attachments.current.delete(clientKey);
              URL.revokeObjectURL(attachment.preview);
            }
            lastId.current = Math.max(lastId.current, result.messageId);
            dispatch({ type: 'stored', messages: [result] });
            setChat((current) => current ?? { conversation: null });
          } else if (result.__typename === 'InputError') {
            dispatch({ type: 'failed', clientKey, errorCode: result.code });
          } else dispatch({ type: 'failed', clientKey });
        },
        onError: () => dispatch({ type: 'failed', clientKey }),
      });
    },
    [environment, lastId, dispatch, setChat],
  );
}

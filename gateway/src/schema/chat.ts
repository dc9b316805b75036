import type { ChatAvailability, ChatConversation, ChatHours, ChatMessage, ChatState } from '@swx/contract';
import { Repeater } from 'graphql-yoga';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import { asGraphQLError, InputError, ServiceError } from '../errors/errors.ts';
import {
  claimChat,
  getChat,
  getChatAvailability,
  listChatMessages,
  markChatRead,
  sendChatMessage,
  sendChatTyping,
} from '../upstream/chat.ts';
import { followChat } from '../upstream/chat-events.ts';
import { typedMutation } from './typed-mutation.ts';
import { limitedBytes, type Upload } from './upload.ts';

// Customer service: a signed-in user (Authorization) or a visitor (X-Chat-Visitor, over
// graphql-ws the `chatVisitor` connection param: a random key the browser keeps) talks to the team.

const MAX_BODY = 2000;
const PAGE = 100;

const ChatAuthorEnum = builder.enumType('ChatAuthor', { values: ['USER', 'OPERATOR'] as const });
const author = (side: 'user' | 'operator') => (side === 'operator' ? 'OPERATOR' : 'USER');

const ChatMessageRef = builder.objectRef<ChatMessage>('ChatMessage').implement({
  description:
    'One message of a customer-service conversation. Ids increase in the order messages are stored.',
  fields: (t) => ({
    messageId: t.exposeInt('id'),
    author: t.field({ type: ChatAuthorEnum, resolve: (message) => author(message.author) }),
    body: t.exposeString('body', {
      description: 'Plain text (up to 2,000 characters, line breaks kept); empty only beside an image.',
    }),
    imageUrl: t.string({
      nullable: true,
      description:
        "The attached image: a gateway path (same origin as /graphql) usable as an <img src> for 10 minutes by the conversation's party; read the message again for a fresh one. Null without an image.",
      resolve: (message, _, ctx) =>
        message.imageType
          ? ctx.proofUrls.chatImageUrlFor(
              { token: ctx.caller.authorization || null, visitor: ctx.caller.chatVisitor ?? null },
              message.id,
            )
          : null,
    }),
    clientKey: t.exposeString('clientKey', { description: "The sender's key for it (see sendChatMessage)." }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const ChatConversationRef = builder.objectRef<ChatConversation>('ChatConversation').implement({
  fields: (t) => ({
    conversationId: t.exposeInt('id'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastMessageAt: t.expose('lastMessageAt', { type: 'DateTime' }),
    userReadId: t.exposeInt('userReadId', {
      description: 'The last message the customer has read (0: none).',
    }),
    operatorReadId: t.exposeInt('operatorReadId', {
      description: "The last message the team has read: the customer's messages up to it show as read.",
    }),
    unreadCount: t.exposeInt('unread', { description: "The team's messages the customer has not read." }),
    lastMessageId: t.exposeInt('lastMessageId', {
      description: 'The newest message (0: none): chatMessageAdded(after:) from it hears only new ones.',
    }),
  }),
});

const ChatHoursRef = builder.objectRef<ChatHours>('ChatHours').implement({
  description: 'When the team answers: ISO weekdays (1 Monday … 7 Sunday), from and to (HH:MM) in timeZone.',
  fields: (t) => ({
    days: t.exposeIntList('days'),
    from: t.exposeString('from'),
    to: t.exposeString('to'),
    timeZone: t.exposeString('timeZone'),
  }),
});

const ChatAvailabilityRef = builder.objectRef<ChatAvailability>('ChatAvailability').implement({
  description:
    'Whether an operator is online (acted in the last five minutes), and otherwise when the team answers.',
  fields: (t) => ({
    operatorOnline: t.exposeBoolean('operatorOnline'),
    hours: t.field({ type: ChatHoursRef, nullable: true, resolve: (availability) => availability.hours }),
    typicalReplyMinutes: t.exposeInt('typicalReplyMinutes', { nullable: true }),
  }),
});

builder.queryField('chatAvailability', (t) =>
  t.field({
    type: ChatAvailabilityRef,
    description:
      "The support team's availability, the same for everyone: a page can show it before the caller has a conversation.",
    resolve: async (_, __, ctx) => (await getChatAvailability(ctx.upstream, ctx.caller)).result,
  }),
);

type ChatSource = { state: ChatState };
const ChatRef = builder.objectRef<ChatSource>('Chat').implement({
  description:
    "The caller's customer service: their conversation (null before the first message) and the team's availability.",
  fields: (t) => ({
    conversation: t.field({
      type: ChatConversationRef,
      nullable: true,
      resolve: (chat) => chat.state.conversation,
    }),
    operatorOnline: t.boolean({ resolve: (chat) => chat.state.operatorOnline }),
    hours: t.field({ type: ChatHoursRef, nullable: true, resolve: (chat) => chat.state.hours }),
    typicalReplyMinutes: t.int({ nullable: true, resolve: (chat) => chat.state.typicalReplyMinutes }),
    messages: t.field({
      type: [ChatMessageRef],
      description: `Every message after \`after\` (a messageId; 0 from the start), oldest first, read ${PAGE} at a time upstream.`,
      args: { after: t.arg.int({ defaultValue: 0 }) },
      resolve: (_, args, ctx) => messagesAfter(ctx, args.after ?? 0),
    }),
  }),
});

async function messagesAfter(ctx: GatewayContext, after: number): Promise<ChatMessage[]> {
  if (!Number.isSafeInteger(after) || after < 0)
    throw asGraphQLError(new InputError('INPUT_INVALID', 'after is a messageId, 0 or more.', 'after'));
  const messages: ChatMessage[] = [];
  let from = after;
  // A support conversation is short; the bound keeps one request from reading without end.
  for (let page = 0; page < 20; page += 1) {
    const { list, hasMore } = (await listChatMessages(ctx.upstream, ctx.caller, from, PAGE)).result;
    messages.push(...list);
    if (!hasMore || list.length === 0) break;
    from = list[list.length - 1]?.id ?? from;
  }
  return messages;
}

builder.queryField('chat', (t) =>
  t.field({
    type: ChatRef,
    description: 'Customer service for the signed-in user, or for the visitor whose key the request carries.',
    resolve: async (_, __, ctx) => ({ state: (await getChat(ctx.upstream, ctx.caller)).result }),
  }),
);

typedMutation('sendChatMessage', {
  type: ChatMessageRef,
  description:
    'Sends a message to the team (the first one opens the conversation). `clientKey` (8-64 of A-Z a-z 0-9 _ -) ' +
    'is the client’s key for this message: retried with the same key, the message already stored is answered.',
  args: (t) => ({
    body: t.string({ required: true }),
    clientKey: t.string({ required: true }),
    image: t.field({
      type: 'File',
      description:
        'An image to attach (JPG, JPEG 2000 or PNG, at most the deposit proof limit; re-encoded): send the ' +
        'mutation as a GraphQL multipart request with the x-graphql-yoga-csrf header. The text may then be empty.',
    }),
  }),
  errors: [InputError, ServiceError],
  resolve: async (args, ctx) => {
    const body = args.body.trim();
    const image = (args.image as Upload | null | undefined) ?? null;
    if ((body === '' && !image) || body.length > MAX_BODY)
      throw new InputError('INPUT_INVALID', `A message is 1-${MAX_BODY} characters.`, 'body');
    if (!/^[A-Za-z0-9_-]{8,64}$/.test(args.clientKey))
      throw new InputError('INPUT_INVALID', 'clientKey is 8-64 of A-Z a-z 0-9 _ -.', 'clientKey');
    await ctx.limit('chat');
    const bytes = image ? limitedBytes(image, ctx.proofMaxBytes, 'image') : null;
    return (await sendChatMessage(ctx.upstream, ctx.caller, body, args.clientKey, bytes)).result;
  },
});

builder.mutationField('markChatRead', (t) =>
  t.field({
    type: ChatConversationRef,
    nullable: true,
    description:
      'The customer has read up to `lastReadId` (a mark only moves forward); null before any message.',
    args: { lastReadId: t.arg.int({ required: true }) },
    resolve: async (_, args, ctx) => {
      if (!Number.isSafeInteger(args.lastReadId) || args.lastReadId < 0)
        throw asGraphQLError(new InputError('INPUT_INVALID', 'lastReadId is a messageId.', 'lastReadId'));
      return (await markChatRead(ctx.upstream, ctx.caller, args.lastReadId)).result;
    },
  }),
);

builder.mutationField('sendChatTyping', (t) =>
  t.boolean({
    description: 'Tells the team the customer is typing (send at most every few seconds while they type).',
    resolve: async (_, __, ctx) => {
      await sendChatTyping(ctx.upstream, ctx.caller);
      return true;
    },
  }),
);

builder.mutationField('claimChat', (t) =>
  t.field({
    type: ChatConversationRef,
    nullable: true,
    description:
      "Right after a login: the visitor's conversation (the request's visitor key) becomes the signed-in user's, " +
      'merged into theirs when they had one. Null when there was nothing to claim and the user has no conversation.',
    resolve: async (_, __, ctx) => (await claimChat(ctx.upstream, ctx.caller)).result,
  }),
);

/** What the subscriptions' sources yield: a value, or the failure that ends them. */
type Item<T> = { value: T } | { failure: Error };

builder.subscriptionField('chatMessageAdded', (t) =>
  t.field({
    type: ChatMessageRef,
    description:
      'Messages of the caller’s conversation after `after` (the last messageId the client holds): first those ' +
      'already stored, then each new one as it is stored, each exactly once, in order, across reconnects of the ' +
      'gateway’s upstream stream. A client that reconnects passes its last messageId again and loses nothing.',
    args: { after: t.arg.int({ required: true }) },
    subscribe: (_, args, ctx) => messageStream(ctx, args.after),
    resolve: (item: Item<ChatMessage>) => {
      if ('failure' in item) throw item.failure;
      return item.value;
    },
  }),
);

function messageStream(ctx: GatewayContext, after: number): Repeater<Item<ChatMessage>> {
  if (!Number.isSafeInteger(after) || after < 0)
    throw asGraphQLError(new InputError('INPUT_INVALID', 'after is a messageId, 0 or more.', 'after'));
  return new Repeater<Item<ChatMessage>>(async (push, stop) => {
    // Ids already sent on this subscription: a message read by a catch-up and announced as well goes once.
    const sent = new Set<number>();
    let last = after;
    const emit = (message: ChatMessage) => {
      if (message.id <= after || sent.has(message.id)) return;
      sent.add(message.id);
      last = Math.max(last, message.id);
      void push({ value: message });
    };
    const abort = new AbortController();
    let queue = Promise.resolve();
    const fail = (error: Error) => {
      void push({ failure: error });
      stop();
    };
    void followChat(ctx.upstream, ctx.caller, abort.signal, {
      event: (event) => {
        queue = queue
          .then(async () => {
            // After each (re)connect: what was stored meanwhile (from 0 after a merge: older messages moved in).
            if (event.type === 'ready') for (const message of await messagesAfter(ctx, last)) emit(message);
            else if (event.type === 'merged')
              for (const message of await messagesAfter(ctx, after)) emit(message);
            else if (event.type === 'message') emit(event.message);
          })
          .catch((error: unknown) => fail(error instanceof Error ? error : new Error(String(error))));
      },
      fail,
    });
    await stop;
    abort.abort();
  });
}

const ChatActivityKindEnum = builder.enumType('ChatActivityKind', {
  values: ['TYPING', 'READ', 'MERGED'] as const,
});
type Activity = {
  kind: 'TYPING' | 'READ' | 'MERGED';
  side: 'user' | 'operator' | null;
  lastReadId: number | null;
};
const ChatActivityRef = builder.objectRef<Activity>('ChatActivity').implement({
  description:
    'Live activity of the conversation: the team is TYPING, a side READ up to lastReadId, or a visitor conversation ' +
    'was MERGED into this one at login (read it again).',
  fields: (t) => ({
    kind: t.field({ type: ChatActivityKindEnum, resolve: (activity) => activity.kind }),
    side: t.field({
      type: ChatAuthorEnum,
      nullable: true,
      resolve: (activity) => (activity.side ? author(activity.side) : null),
    }),
    lastReadId: t.int({ nullable: true, resolve: (activity) => activity.lastReadId }),
  }),
});

builder.subscriptionField('chatActivity', (t) =>
  t.field({
    type: ChatActivityRef,
    description: 'Typing, read receipts and merges of the caller’s conversation, as they happen (no replay).',
    subscribe: (_, __, ctx) =>
      new Repeater<Item<Activity>>(async (push, stop) => {
        const abort = new AbortController();
        void followChat(ctx.upstream, ctx.caller, abort.signal, {
          event: (event) => {
            if (event.type === 'typing')
              void push({ value: { kind: 'TYPING', side: event.side, lastReadId: null } });
            else if (event.type === 'read')
              void push({ value: { kind: 'READ', side: event.side, lastReadId: event.lastReadId } });
            else if (event.type === 'merged')
              void push({ value: { kind: 'MERGED', side: null, lastReadId: null } });
          },
          fail: (error) => {
            void push({ failure: error });
            stop();
          },
        });
        await stop;
        abort.abort();
      }),
    resolve: (item: Item<Activity>) => {
      if ('failure' in item) throw item.failure;
      return item.value;
    },
  }),
);

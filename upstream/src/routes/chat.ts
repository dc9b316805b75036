import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChatHub } from '../chat/chat-hub.ts';
import { chatPartyOf, messageBody, visitorOf } from '../chat/chat-input.ts';
import { type ChatConversation, type ChatService, partyKey } from '../chat/chat-service.ts';
import { getParam } from '../content/content-store.ts';
import type { Db } from '../db/db.ts';
import { asFields, integerField, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, inputInvalid, success } from '../http/envelope.ts';
import { serveEventStream, sseFrame } from '../http/event-stream.ts';
import { chatNumberRules, chatRules } from '../http/input-rules.ts';
import { readUpload } from '../http/multipart-upload.ts';
import { sendImage } from '../http/send-image.ts';
import { imageFormatIncorrect } from '../money/money-errors.ts';
import { liveUser, tokenOf } from './auth.ts';
import type { RouteContext } from './context.ts';

/** What the customer's side sees of the team: whether an operator is online, and when they answer. */
async function availability(db: Db, chat: ChatService) {
  const hours = await getParam(db, 'chat_hours');
  const minutes = Number(await getParam(db, 'chat_typical_reply_minutes'));
  return {
    operatorOnline: chat.operatorOnline(),
    hours: hours ? (JSON.parse(hours) as unknown) : null,
    typicalReplyMinutes: Number.isFinite(minutes) && minutes > 0 ? minutes : null,
  };
}

function customerView(conversation: ChatConversation | null) {
  if (!conversation) return null;
  const { id, createdAt, lastMessageAt, userReadId, operatorReadId, unreadByUser, lastMessageId } =
    conversation;
  return { id, createdAt, lastMessageAt, userReadId, operatorReadId, unread: unreadByUser, lastMessageId };
}

/** A chat party's events as a server-sent event stream (docs/upstream-contract.md, "Customer service"). */
export function chatEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: ChatHub,
  party: string,
  alive?: () => Promise<boolean>,
) {
  serveEventStream(
    request,
    reply,
    ({ send }) => hub.subscribe(party, (event) => send(sseFrame(event.type, event))),
    alive,
  );
}

/**
 * /chat/*: the customer's side of customer service (this contract's extension,
 * docs/upstream-contract.md, "Customer service"), for a signed-in user (Authorization) or a visitor
 * (X-Chat-Visitor: a random key their browser keeps).
 */
export function chatRoutes(app: FastifyInstance, { db, clock, chat, chatHub, money }: RouteContext) {
  // Public: a page can say when the team answers before the customer has a conversation or a key.
  app.get('/chat/availability', async (request) => success(request, await availability(db, chat)));

  app.get('/chat/conversation', async (request) => {
    const party = await chatPartyOf(request, db, clock);
    return success(request, {
      conversation: customerView(await chat.conversationOf(party)),
      ...(await availability(db, chat)),
    });
  });

  app.get('/chat/messages', async (request) => {
    const party = await chatPartyOf(request, db, clock);
    const query = asFields(request.query);
    const page = await chat.messages(
      party,
      integerField(query, chatNumberRules.after),
      integerField(query, chatNumberRules.limit),
    );
    return success(request, {
      conversation: customerView(page.conversation),
      list: page.list,
      hasMore: page.hasMore,
    });
  });

  // JSON for text; multipart (fields `body`, `clientKey`, file `image`) to attach an image, under
  // the deposit proof's rules: its size limit, formats, and re-encoding.
  app.post('/chat/messages', async (request, reply) => {
    const party = await chatPartyOf(request, db, clock);
    try {
      const upload = await readUpload(request, {
        maxBytes: money.proofMaxBytes,
        files: ['image'],
        maxFields: 4,
      });
      const image = upload.files.image ?? null;
      const clientKey = textField(upload.fields, chatRules.clientKey);
      const text = messageBody(upload.fields, image !== null);
      if (clientKey === '') throw inputInvalid('clientKey');
      if (image?.length === 0) throw imageFormatIncorrect('image');
      return success(request, await chat.send(party, text, clientKey, image));
    } catch (error) {
      // The rest of a refused upload is not read: close the connection rather than drain it.
      if (request.isMultipart()) reply.header('connection', 'close');
      throw error;
    }
  });

  // An attached image, to the conversation's own party only; anything else is a 404.
  app.get<{ Params: { id: string } }>('/chat/images/:id', async (request, reply) => {
    const party = await chatPartyOf(request, db, clock);
    const image = await chat.imageOf(
      party,
      integerField(asFields(request.params), chatNumberRules.messageId),
    );
    if (!image) throw new ApiError(Code.notFound, 404);
    return sendImage(reply, image);
  });

  app.post('/chat/read', async (request) => {
    const party = await chatPartyOf(request, db, clock);
    const lastReadId = integerField(asFields(request.body), chatNumberRules.lastReadId);
    return success(request, customerView(await chat.markRead(party, lastReadId)));
  });

  app.post('/chat/typing', async (request) => {
    await chat.typing(await chatPartyOf(request, db, clock));
    return success(request, null);
  });

  /** At login: the visitor's conversation (X-Chat-Visitor) becomes the signed-in user's. */
  app.post('/chat/claim', async (request) => {
    const party = await chatPartyOf(request, db, clock);
    const hash = visitorOf(request);
    if (party.kind !== 'user' || hash === null) return success(request, null);
    return success(request, customerView(await chat.claim(party.userId, hash)));
  });

  app.get('/chat/events', async (request, reply) => {
    const party = await chatPartyOf(request, db, clock);
    // A user's stream ends with their session, as the account events do.
    const token = tokenOf(request);
    const alive = party.kind === 'user' ? async () => Boolean(await liveUser(db, clock, token)) : undefined;
    chatEventStream(request, reply, chatHub, partyKey(party), alive);
  });
}

import type { FastifyInstance } from 'fastify';
import { messageBody } from '../chat/chat-input.ts';
import { asFields, integerField, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, inputInvalid, success } from '../http/envelope.ts';
import { chatNumberRules, chatRules } from '../http/input-rules.ts';
import { sendImage } from '../http/send-image.ts';
import { pageOf } from '../ledger/ledger.ts';
import { chatEventStream } from './chat.ts';
import type { RouteContext } from './context.ts';

/**
 * The operator's side of customer service, inside /swx/ops (registered by opsRoutes, behind its
 * token): the inbox, a conversation's messages, answering, read marks, typing and the live stream.
 * Any of these marks the operator online for five minutes.
 */
export function chatOpsRoutes(ops: FastifyInstance, { chat, chatHub }: RouteContext) {
  const conversationId = (params: unknown) => integerField(asFields(params), chatNumberRules.conversationId);

  ops.get('/chat/conversations', async (request) => {
    const { pageNum, pageSize } = pageOf(asFields(request.query));
    return success(request, await chat.conversations(pageNum, pageSize));
  });
  ops.get<{ Params: { id: string } }>('/chat/conversations/:id/messages', async (request) => {
    const id = conversationId(request.params);
    if (!(await chat.conversationById(id))) throw new ApiError(Code.notFound, 404);
    const query = asFields(request.query);
    const page = await chat.operatorMessages(
      id,
      integerField(query, chatNumberRules.after),
      integerField(query, chatNumberRules.limit),
    );
    return success(request, page);
  });
  ops.post<{ Params: { id: string } }>('/chat/conversations/:id/messages', async (request) => {
    const body = asFields(request.body);
    const clientKey = textField(body, chatRules.clientKey);
    if (clientKey === '') throw inputInvalid('clientKey');
    return success(
      request,
      await chat.operatorSend(conversationId(request.params), messageBody(body), clientKey),
    );
  });
  ops.post<{ Params: { id: string } }>('/chat/conversations/:id/read', async (request) => {
    const lastReadId = integerField(asFields(request.body), chatNumberRules.lastReadId);
    await chat.operatorMarkRead(conversationId(request.params), lastReadId);
    return success(request, null);
  });
  ops.post<{ Params: { id: string } }>('/chat/conversations/:id/typing', async (request) => {
    await chat.operatorTyping(conversationId(request.params));
    return success(request, null);
  });
  ops.get<{ Params: { id: string } }>('/chat/images/:id', async (request, reply) => {
    const image = await chat.operatorImage(integerField(asFields(request.params), chatNumberRules.messageId));
    if (!image) throw new ApiError(Code.notFound, 404);
    return sendImage(reply, image);
  });
  ops.get('/chat/events', async (request, reply) => {
    chatEventStream(request, reply, chatHub, 'operator');
  });
}

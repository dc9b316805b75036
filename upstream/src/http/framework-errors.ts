import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Code } from './codes.ts';
import { type Envelope, sendError } from './envelope.ts';
import { messageFor } from './messages.ts';

/**
 * Largest request body: the contract's bodies are well under 2 KB, so 64 KB leaves room and keeps
 * JSON parsing of a hostile body cheap. The money slice's proof-image upload will need its own,
 * larger `bodyLimit` on that one route.
 */
export const maxBodyBytes = 64 * 1024;
/** Fastify's default, stated: the longest path parameter (market codes ≤ 32, parameter keys ≤ 64). */
export const maxParamLength = 100;

const inputInvalidIn = (field: string) => ({ reason: 'INPUT_INVALID', field });

/**
 * Fastify's own refusals before a route runs keep the envelope: a path that does not URL-decode
 * (`%zz`) answers HTTP 400, a path parameter over `maxParamLength` HTTP 414, both with code 400
 * `INPUT_INVALID` on field `path`.
 */
export function answerFrameworkError(
  error: Error & { code?: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error.code === 'FST_ERR_BAD_URL')
    return sendError(request, reply, Code.badRequest, 400, inputInvalidIn('path'));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return sendError(request, reply, Code.badRequest, 414, inputInvalidIn('path'));
  request.log.error(error);
  return sendError(request, reply, Code.internal, 500);
}

const answeredSockets = new WeakSet<Socket>();

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers over 16 KB: 431; a NUL or
 * other malformed bytes: 400). Node would answer with an empty body; this writes the envelope instead,
 * in English (the headers were never parsed), and closes the connection.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed || answeredSockets.has(socket)) return;
  answeredSockets.add(socket);
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const envelope: Envelope<unknown> = {
    code: Code.badRequest,
    msg: messageFor(Code.badRequest, 'en'),
    result: status === 408 ? null : inputInvalidIn(status === 431 ? 'headers' : 'request'),
  };
  const body = JSON.stringify(envelope);
  if (socket.writable)
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  // Ending (not destroying) lets the answer reach a client still sending; one that never closes is cut off.
  setTimeout(() => socket.destroy(), 5_000).unref();
}

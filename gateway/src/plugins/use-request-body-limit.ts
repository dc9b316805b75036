import { IncomingMessage } from 'node:http';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

const tooLarge = () =>
  createGraphQLError('Request body too large', {
    extensions: { http: { status: 413 }, code: 'REQUEST_ENTITY_TOO_LARGE' },
  });

const invalidContentLength = () =>
  createGraphQLError('Content-Length header is invalid.', {
    extensions: { http: { status: 400 }, code: 'BAD_REQUEST' },
  });

/** Exactly one non-negative integer; comma-joined values (request smuggling) are refused. */
const CONTENT_LENGTH = /^\d+$/;

/**
 * The request body limit, with Yoga's errors (413 REQUEST_ENTITY_TOO_LARGE, 400 for a malformed
 * Content-Length), in place of Yoga's `maxRequestBodySize`. That one pipes every body through a
 * byte-counting TransformStream, even when Node has already framed it: with a Content-Length,
 * Node's HTTP parser delivers exactly that many bytes (and refuses Content-Length beside
 * Transfer-Encoding), so checking the header is the whole check. Only a body Node did not frame
 * (chunked, or a Request built in process) is counted as it streams, as Yoga does.
 *
 * Register it after every plugin that sets a request parser, as Yoga does its own.
 */
export function useRequestBodyLimit(
  jsonLimit: number,
  /** Multipart requests (a deposit's proof): the proof limit plus the operation's small overhead. */
  multipartLimit = jsonLimit,
): Plugin<object, { req?: unknown }> {
  return {
    onRequestParse({ request, serverContext, requestParser, setRequestParser, fetchAPI }) {
      const multipart = /^multipart\/form-data\s*;/i.test(request.headers.get('content-type') ?? '');
      const limit = multipart ? multipartLimit : jsonLimit;
      const contentLength = request.headers.get('content-length');
      if (contentLength !== null) {
        if (!CONTENT_LENGTH.test(contentLength)) throw invalidContentLength();
        if (Number(contentLength) > limit) throw tooLarge();
        if (serverContext.req instanceof IncomingMessage) return;
      }
      if (!requestParser || !request.body) return;
      const parse = requestParser;
      setRequestParser((unlimited) => parse(countingBody(unlimited, limit, fetchAPI)));
    },
  };
}

type FetchAPI = { Request: typeof Request; TransformStream: typeof TransformStream };

/** The request with a body that errors once more than `limit` bytes have streamed through. */
function countingBody(request: Request, limit: number, fetchAPI: FetchAPI): Request {
  const body = request.body;
  if (!body) return request;
  // A native ReadableStream needs the native TransformStream (graphql-yoga#4583), as in Yoga.
  const Transform = body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
  let bytesRead = 0;
  const counted = body.pipeThrough(
    new Transform<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        bytesRead += chunk.byteLength;
        if (bytesRead > limit) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  return new fetchAPI.Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body: counted,
    duplex: 'half',
  } as RequestInit);
}

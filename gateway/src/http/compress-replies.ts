import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

/** Replies smaller than this go out as they are: compressing them saves less than it costs. */
const THRESHOLD_BYTES = 1024;

/** Streams that must reach the client as each part is written, not when a compressor flushes. */
const STREAMING = /^(text\/event-stream|multipart\/mixed)/i;

/**
 * GraphQL replies compressed by `Accept-Encoding` (brotli, else gzip), above 1 KB, with
 * `Vary: Accept-Encoding`: the kept `compression` middleware (brotli at quality 4, its default for
 * dynamic content), rather than whatwg-node's `useContentEncoding`, which also inflates request
 * bodies (around the body limit) and compresses every reply whatever its size. Built assets are
 * precompressed at build time and served by web-app.ts; they never pass here.
 */
export function compressReplies(handler: Handler): Handler {
  const compress = compression({
    threshold: THRESHOLD_BYTES,
    filter: (req, res) =>
      !STREAMING.test(String(res.getHeader('content-type') ?? '')) && compression.filter(req, res),
  });
  return (req, res) =>
    new Promise<void>((resolve, reject) => {
      // The middleware is written for Express; it only patches Node's own response methods.
      compress(req as never, res as never, () => {
        Promise.resolve(handler(req, res)).then(resolve, reject);
      });
    });
}

import { isAscii } from 'node:buffer';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type CachedReply, PublicResponseCache } from '../plugins/public-response-cache.ts';
import { type PersistedOperations, persistedOperationId } from '../plugins/use-persisted-operations.ts';
import { variableLimitError } from '../plugins/variable-limits.ts';
import { isCorsOrigin } from '../yoga.ts';

type Listener = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export type CacheHitOptions = {
  cache: PublicResponseCache;
  /** As Yoga gets them: the persisted-operations plugin runs only when there are operations. */
  persistedOperations: PersistedOperations | null;
  allowArbitraryOperations: boolean;
  corsOrigins: readonly string[];
  maxRequestBodyBytes: number;
};

/**
 * The largest body read here before Yoga: a request the cache can answer names a doc_id or a short
 * query. Larger bodies go to Yoga unread (and a read body is handed to Yoga, which costs a little
 * per byte, see `deferRead`).
 */
const MAX_HIT_BODY_BYTES = 4096;

/** Exactly one non-negative integer, as the body limit requires (useRequestBodyLimit). */
const CONTENT_LENGTH = /^\d+$/;

/** What Yoga's request validation lets through in a body (`doc_id` is the one extra name). */
const PARAM_NAMES = new Set(['query', 'variables', 'operationName', 'extensions', 'doc_id']);

/**
 * Answers a public response-cache hit before Yoga, and hands every other request to `yoga`.
 *
 * Yoga's fixed cost per request (whatwg-node's Request and Response objects, its hook chains,
 * header handling) is several times what writing the cached bytes costs. So a request Yoga would
 * answer from its response cache is answered here, from the store the kept plugin fills, with the
 * bytes and headers Yoga would send. The conditions are Yoga's: a POST of JSON to /graphql (CSRF
 * prevention passes), a body framed by its Content-Length within the body limit, no token (the
 * cache is enabled), a doc_id the persisted operations know or query text where text is allowed,
 * parameters Yoga's validation accepts, an Accept header Yoga answers with JSON, no If-None-Match
 * (the plugin may answer 304), no CORS preflight headers, a Host that makes a URL. Anything else,
 * and every miss, goes to Yoga: rate limits, query limits and execution happen only there, and a
 * hit needs none of them (Yoga answers a hit before it parses). answer-cache-hits-first.test.ts
 * checks, request by request, that the answer is Yoga's byte for byte, or that Yoga gave it.
 */
export function answerCacheHitsFirst(options: CacheHitOptions, yoga: Listener): Listener {
  return (req, res) => {
    const candidate = hitCandidate(req, options);
    if (candidate === null) return yoga(req, res);
    return readBody(req, candidate.length).then((body) => {
      if (body === null) return; // the client went away while sending: no one to answer
      const reply = cachedReplyFor(req, body, options);
      if (reply === null) return deferRead(req, body, res, yoga);
      writeReply(req, res, reply, candidate.mediaType, options.corsOrigins);
    });
  };
}

/**
 * A request the cache might answer, judged by its headers alone: its body length and the media
 * type Yoga would answer in. Null sends the request to Yoga unread.
 */
function hitCandidate(req: IncomingMessage, options: CacheHitOptions) {
  const { headers } = req;
  if (req.method !== 'POST' || req.url !== '/graphql') return null;
  // The cache is enabled only without a token; If-None-Match may be answered 304 by the plugin.
  if (headers.authorization || headers['if-none-match'] !== undefined) return null;
  // CSRF prevention and Yoga's JSON parser both pass exactly this content type.
  const type = headers['content-type'];
  if (type !== 'application/json' && !type?.startsWith('application/json;')) return null;
  if (type.includes(',')) return null;
  if (headers['access-control-request-method'] || headers['access-control-request-headers']) return null;
  if (headers['content-encoding'] !== undefined || headers['transfer-encoding'] !== undefined) return null;
  // whatwg-node builds the request's URL from the Host header; one that cannot be parsed is a 500.
  if (headers.host !== undefined && !URL.canParse(`http://${headers.host}/graphql`)) return null;
  const mediaType = jsonMediaType(headers.accept);
  if (mediaType === null) return null;
  const contentLength = headers['content-length'];
  if (contentLength === undefined || !CONTENT_LENGTH.test(contentLength)) return null;
  const length = Number(contentLength);
  if (length === 0 || length > options.maxRequestBodyBytes || length > MAX_HIT_BODY_BYTES) return null;
  return { length, mediaType };
}

/** The body, which Node's parser framed by its Content-Length; null if the request was aborted. */
function readBody(req: IncomingMessage, length: number): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => {
      const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
      resolve(body?.byteLength === length ? body : null);
    });
    req.once('error', () => resolve(null));
  });
}

/**
 * Yoga, with the body already read: whatwg-node takes a `body` a framework has read (as behind
 * Express's body parser) in place of the stream. The request is otherwise untouched, so the body
 * limit still sees Node's framing and the Content-Length it checked.
 */
function deferRead(req: IncomingMessage, body: Buffer, res: ServerResponse, yoga: Listener) {
  (req as IncomingMessage & { body?: Uint8Array }).body = body;
  return yoga(req, res);
}

/** The reply Yoga's response cache holds for this request, if it would answer with it. */
function cachedReplyFor(req: IncomingMessage, body: Buffer, options: CacheHitOptions): CachedReply | null {
  // ASCII only: the body decodes the same whoever decodes it (no BOM, no replacement characters).
  if (!isAscii(body)) return null;
  let params: unknown;
  try {
    params = JSON.parse(body.toString('latin1'));
  } catch {
    return null;
  }
  const documentString = documentStringOf(params, options);
  if (documentString === null) return null;
  const { variables, operationName } = params as Record<string, unknown>;
  return options.cache.reply(
    PublicResponseCache.key({
      documentString,
      variableValues: variables,
      operationName,
      acceptLanguage: req.headers['accept-language'] ?? null,
      virtually: header(req, 'virtually'),
    }),
  );
}

/**
 * The operation text Yoga would run for these parameters, or null where Yoga would refuse them
 * (or where this path does not follow it: then Yoga answers).
 */
function documentStringOf(params: unknown, options: CacheHitOptions): string | null {
  if (!isPlainObject(params)) return null;
  for (const name in params) if (params[name] != null && !PARAM_NAMES.has(name)) return null;
  const { query, variables, operationName, extensions, doc_id } = params;
  if (query != null && typeof query !== 'string') return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (doc_id != null && typeof doc_id !== 'string') return null;
  if (variables != null && !isPlainObject(variables)) return null;
  if (extensions != null && !isPlainObject(extensions)) return null;
  // Oversized variables are Yoga's to refuse (useVariableLimits), before anything stringifies them.
  if (variableLimitError({ variables, extensions })) return null;
  const operations = options.persistedOperations;
  // The persisted-operations plugin: text only where allowed, else a doc_id the app was built with.
  if (operations === null || query) {
    if (!query || (operations !== null && !options.allowArbitraryOperations)) return null;
    return query;
  }
  const id = persistedOperationId(params);
  return id === null ? null : (operations.get(id) ?? null);
}

/** Yoga's reply to a cache hit: its status line, headers (in its order and spelling) and body. */
function writeReply(
  req: IncomingMessage,
  res: ServerResponse,
  reply: CachedReply,
  mediaType: string,
  corsOrigins: readonly string[],
) {
  const headers = [
    'Content-Type',
    `${mediaType}; charset=utf-8`,
    'ETag',
    reply.etag,
    'Last-Modified',
    reply.lastModified,
    'content-length',
    String(reply.body.byteLength),
  ];
  const origin = req.headers.origin;
  if (isCorsOrigin(origin, corsOrigins))
    headers.push('access-control-allow-origin', origin, 'access-control-allow-credentials', 'true');
  res.writeHead(200, headers);
  res.end(reply.body);
}

const JSON_MEDIA_TYPES = ['application/graphql-response+json', 'application/json'] as const;

/**
 * The media type Yoga answers a result in for this Accept header, when it is one of its JSON types
 * (null: Yoga would pick a streaming type, or answer 406). Yoga's negotiation, step by step: the
 * Accept list in reverse, utf-8 only, and the last match wins, the JSON processor's over the others.
 */
function jsonMediaType(accept: string | undefined): string | null {
  const asked = (accept || '*/*').replace(/\s/g, '').toLowerCase().split(',').reverse();
  let chosen: string | null = null;
  for (const item of asked) {
    const [mediaType = '', ...parameters] = item.split(';');
    const charset = parameters.find((parameter) => parameter.includes('charset=')) || 'charset=utf-8';
    if (charset !== 'charset=utf-8') continue;
    for (const type of JSON_MEDIA_TYPES) if (matchesMediaType(type, mediaType)) chosen = type;
  }
  return chosen;
}

function matchesMediaType(type: string, asked: string): boolean {
  const [typePre, typeSuf] = type.split('/');
  const [pre, suf] = asked.split('/');
  return (pre === '*' || pre === typePre) && (suf === '*' || suf === typeSuf);
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

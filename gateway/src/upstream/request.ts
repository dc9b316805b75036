import { UNREACHABLE_CODES } from './circuit.ts';

// What a call sends: the caller's forwarded headers, the query string, a multipart body, and
// when a read may go once more.

/** Headers forwarded from the caller to the upstream (docs/upstream-contract.md, "Conventions"). */
export type CallerHeaders = {
  authorization: string | null;
  /** `NO` when the client's virtual status is 1, otherwise `YES`. */
  virtually: 'YES' | 'NO';
  acceptLanguage: string | null;
  /** The end user's address, sent as X-Forwarded-For so the upstream can throttle per address. */
  clientAddress?: string | null;
  /** A visitor's customer-service key (X-Chat-Visitor); sent with the chat calls only. */
  chatVisitor?: string | null;
  /**
   * Fires when the client went away before its answer was sent: the reads made for it are cancelled
   * (writes run to their end, so a retry with the same key finds them done). Never a header.
   */
  gone?: AbortSignal;
};

export type Query = Record<string, string | number | readonly (string | number)[] | undefined>;

/** A GET that failed this way never reached the upstream, or reached it on a dead keep-alive connection: one more try. */
const RETRYABLE_GET_CODES: ReadonlySet<string> = new Set([
  ...UNREACHABLE_CODES,
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
]);
/** Reads are retried once, after this long (an upstream restarting, a connection the upstream just closed). */
export const GET_RETRY_DELAY_MS = 150;

/** A file part: its bytes as they stream in (a deposit's proof) or already read (identity images). */
export type MultipartFile = { name: string; bytes: AsyncIterable<Uint8Array> | Uint8Array };

/**
 * The body of a multipart/form-data request: text fields first (the upstream validates them before
 * it reads the files), then the file parts in order. A part is named after its field: the upstream
 * recognises images by their bytes, and a client's file name has no business in a header line.
 */
export async function* multipartBody(
  boundary: string,
  fields: Record<string, string>,
  files: readonly MultipartFile[],
): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  for (const [name, value] of Object.entries(fields)) {
    yield encoder.encode(
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
  }
  for (const file of files) {
    yield encoder.encode(
      `--${boundary}\r\ncontent-disposition: form-data; name="${file.name}"; filename="${file.name}"\r\n` +
        'content-type: application/octet-stream\r\n\r\n',
    );
    if (file.bytes instanceof Uint8Array) yield file.bytes;
    else yield* file.bytes;
    yield encoder.encode('\r\n');
  }
  yield encoder.encode(`--${boundary}--\r\n`);
}

/** The visitor's chat key goes to the chat calls only (it is a credential for nothing else). */
export function chatHeaders(path: string, caller: CallerHeaders): Record<string, string> {
  return path.startsWith('/chat/') && caller.chatVisitor ? { 'x-chat-visitor': caller.chatVisitor } : {};
}

export function forwardedHeaders(
  caller: CallerHeaders,
  base: Record<string, string>,
): Record<string, string> {
  const headers: Record<string, string> = { virtually: caller.virtually, ...base };
  if (caller.authorization) headers.authorization = caller.authorization;
  if (caller.acceptLanguage) headers['accept-language'] = caller.acceptLanguage;
  if (caller.clientAddress) headers['x-forwarded-for'] = caller.clientAddress;
  return headers;
}

/** GET arrays use repeated keys: `?codes=A&codes=B`. */
export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The call's timeout, and for a read, its caller going away. */
export function callSignal(method: string, caller: CallerHeaders, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return method === 'GET' && caller.gone ? AbortSignal.any([timeout, caller.gone]) : timeout;
}

export function retryableRead(cause: unknown): boolean {
  const code = (cause as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_GET_CODES.has(code);
}

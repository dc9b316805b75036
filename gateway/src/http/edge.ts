import type { IncomingMessage, ServerResponse } from 'node:http';

type Listener = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/**
 * The edge of every HTTP listener: no request, whatever its URL, headers or body, may end the
 * process. A handler that throws (synchronously or later) answers 400 for a request it could not
 * read (a malformed URL) and 500 otherwise, with one log line instead of a stack trace.
 */
export function guardListener(listener: Listener): Listener {
  return (req, res) => {
    try {
      // whatwg-node builds the request URL from Host and answered one that does not parse with a
      // 500 carrying the error's stack trace; no route needs such a request.
      if (req.headers.host !== undefined && !URL.canParse(`http://${req.headers.host}/`)) {
        throw new BadRequest('Host header is not a host');
      }
      const pending = listener(req, res);
      if (pending) pending.catch((error: unknown) => failRequest(req, res, error));
    } catch (error) {
      failRequest(req, res, error);
    }
  };
}

/** A request whose URL cannot be decoded or parsed (`/%`, `/%ff`, `/%C0%AF`). */
export class BadRequest extends Error {}

function failRequest(req: IncomingMessage, res: ServerResponse, error: unknown): void {
  const bad = error instanceof BadRequest || error instanceof URIError;
  const status = bad ? 400 : 500;
  logLine(`[gateway] ${status} ${req.method ?? '?'} ${truncate(req.url ?? '')}: ${describe(error)}`);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
  res.end(bad ? 'Bad request\n' : 'Internal error\n');
}

export function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

function truncate(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

function logLine(line: string): void {
  if (process.env.NODE_ENV !== 'test') console.warn(line);
}

/** decodeURIComponent that reports a malformed escape as a BadRequest instead of a URIError crash. */
export function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    throw new BadRequest(`malformed URL escape in ${truncate(path)}`);
  }
}

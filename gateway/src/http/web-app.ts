import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { BadRequest, decodePath } from './edge.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Serves the built web app: files as they are, every other GET path answered with index.html
 * so the client router (history mode) takes over.
 */
export function webAppHandler(root: string | null) {
  const index = root ? join(root, 'index.html') : null;
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (!root || !index || !existsSync(index)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The web app is not built. Run `npm run build` (or `npm start`, which builds first).\n');
      return;
    }
    // Decoded by hand: `new URL` would read `//host/x` as a host, and a bad escape must answer 400.
    const pathname = decodePath((req.url ?? '/').split('?')[0] ?? '/');
    if (pathname.includes('\0')) throw new BadRequest('NUL byte in the path');
    const candidate = normalize(join(root, pathname));
    const inside = candidate === root || candidate.startsWith(root.endsWith(sep) ? root : root + sep);
    const file = inside && existsSync(candidate) && statSync(candidate).isFile() ? candidate : index;
    const hashed = file !== index && pathname.startsWith('/assets/');
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      // Vite's /assets/ names carry a content hash; index.html must always be revalidated.
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file).pipe(res);
  };
}

import { readdir, readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { Code } from '../http/codes.ts';
import { sendError } from '../http/envelope.ts';

export const logosDir = new URL('../../static/logos/', import.meta.url);

/** Logos are small and fixed: loaded once at start and served from memory with a day of caching. */
async function loadLogos(): Promise<Map<string, Buffer>> {
  const logos = new Map<string, Buffer>();
  for (const name of await readdir(logosDir)) {
    if (name.endsWith('.svg')) logos.set(name, await readFile(new URL(name, logosDir)));
  }
  return logos;
}

/** GET /swx/static/logos/{code}.svg */
export async function staticLogoRoutes(app: FastifyInstance) {
  const logos = await loadLogos();
  app.get<{ Params: { file: string } }>('/swx/static/logos/:file', async (request, reply) => {
    const logo = logos.get(request.params.file);
    if (!logo) return sendError(request, reply, Code.notFound, 404);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(logo);
  });
}

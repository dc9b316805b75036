import type { IncomingMessage, ServerResponse } from 'node:http';
import { chatImage } from '../upstream/chat.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import { rechargeProof } from '../upstream/money.ts';
import { PROOF_URL_PREFIX, PROOF_URL_TTL_MS, type ProofUrls } from './proof-urls.ts';

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

/**
 * GET /proofs/{sealed}: the deposit proof a link of Recharge.proofUrl names (or the chat image of
 * ChatMessage.imageUrl), fetched from the
 * upstream with the session sealed in it. Anything wrong (not ours, altered, expired, not the
 * owner's, not an image) is the same 404, so a link tells nothing about other records. The image
 * is answered so that a browser can only show it: its own type, nosniff, no scripts, no referrer.
 */
export async function serveProof(
  upstream: UpstreamClient,
  proofUrls: ProofUrls,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const path = (req.url ?? '').split('?')[0] ?? '';
  const ticket = req.method === 'GET' ? proofUrls.open(path.slice(PROOF_URL_PREFIX.length)) : null;
  if (!ticket) return notFound(res);
  try {
    const answer =
      ticket.kind === 'chat'
        ? await chatImage(
            upstream,
            {
              authorization: ticket.token,
              chatVisitor: ticket.visitor,
              virtually: 'NO',
              acceptLanguage: null,
            },
            ticket.messageId,
          )
        : await rechargeProof(
            upstream,
            { authorization: ticket.token, virtually: 'NO', acceptLanguage: null },
            ticket.rechargeId,
          );
    const type = answer.headers['content-type'];
    const mediaType = typeof type === 'string' ? (type.split(';')[0] ?? '').trim() : '';
    if (answer.statusCode !== 200 || !IMAGE_TYPES.has(mediaType)) {
      await answer.body.dump().catch(() => undefined);
      return notFound(res);
    }
    res.writeHead(200, {
      'content-type': mediaType,
      'cache-control': `private, max-age=${Math.floor(PROOF_URL_TTL_MS / 1000)}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'referrer-policy': 'no-referrer',
    });
    for await (const chunk of answer.body) res.write(chunk);
    res.end();
  } catch {
    if (res.headersSent) return void res.destroy();
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('upstream unavailable');
  }
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
  res.end('not found');
}

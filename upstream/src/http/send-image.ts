import type { FastifyReply } from 'fastify';

/**
 * A stored image (a deposit proof, an identity document, a chat attachment), answered so that a
 * browser can only show it: its own type, no sniffing, no scripts, never cached by a proxy.
 */
export function sendImage(reply: FastifyReply, image: { bytes: Buffer; type: string }) {
  return reply
    .header('content-type', image.type)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'")
    .send(image.bytes);
}

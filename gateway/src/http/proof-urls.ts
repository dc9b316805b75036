import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** How long a proof link works: long enough to show a records page, short enough to be no credential. */
export const PROOF_URL_TTL_MS = 10 * 60 * 1000;

/** Where the gateway serves proof images (the route is in index.ts). */
export const PROOF_URL_PREFIX = '/proofs/';

/**
 * What a link opens: a deposit's proof (the owner's session), or a chat message's image (the
 * session, or for a visitor the chat key, of the conversation's party).
 */
export type Ticket =
  | { kind?: 'recharge'; token: string; rechargeId: number; expiresAt: number }
  | { kind: 'chat'; token: string | null; visitor: string | null; messageId: number; expiresAt: number };

/**
 * Short-lived links to a deposit's proof image. An <img> cannot send the Authorization header the
 * upstream's owner-only GET /user/rechargeProof/{id} needs, so the link carries the owner's session
 * sealed with AES-256-GCM under a key only the gateway holds: nobody can read the token out of it,
 * forge one for another record, or use it after it expires. Several gateway processes need the same
 * key (PROOF_URL_SECRET); without one each process makes its own, and links work where they were made.
 */
export class ProofUrls {
  readonly #key: Buffer;
  readonly #now: () => number;

  constructor(secret: Buffer | null = null, now: () => number = Date.now) {
    if (secret && secret.length !== 32) throw new Error('The proof URL secret must be 32 bytes.');
    this.#key = secret ?? randomBytes(32);
    this.#now = now;
  }

  /** A path on the gateway that answers the proof of `rechargeId` for the holder of `token`, for a while. */
  urlFor(token: string, rechargeId: number): string {
    return this.#seal({ token, rechargeId, expiresAt: this.#now() + PROOF_URL_TTL_MS });
  }

  /** A path that answers the image of chat message `messageId` to its conversation's party, for a while. */
  chatImageUrlFor(party: { token: string | null; visitor: string | null }, messageId: number): string {
    return this.#seal({ kind: 'chat', ...party, messageId, expiresAt: this.#now() + PROOF_URL_TTL_MS });
  }

  #seal(ticket: Ticket): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const sealed = Buffer.concat([cipher.update(JSON.stringify(ticket), 'utf8'), cipher.final()]);
    return `${PROOF_URL_PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
  }

  /** The ticket a link carries, or null for one this gateway did not make, altered, or expired. */
  open(sealed: string): Ticket | null {
    const bytes = Buffer.from(sealed, 'base64url');
    if (bytes.length < 29 || bytes.length > 4096) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      const ticket = JSON.parse(text) as Ticket;
      return ticket.expiresAt > this.#now() ? ticket : null;
    } catch {
      return null;
    }
  }
}

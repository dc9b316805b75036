/**
 * A fresh idempotency key (one per opening of the confirmation dialog). `crypto.randomUUID` needs a
 * secure context; a page served over plain HTTP on a LAN address falls back to random bytes.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

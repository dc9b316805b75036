import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { baseDirectives } from './content-security-policy.ts';

/**
 * Helmet's response headers on every answer of the gateway (the web app, GraphQL, logos, proofs):
 * the base Content-Security-Policy (an HTML page replaces it with its own, which adds the hashes of
 * its inline styles: web-app.ts), no framing at all (`frame-ancestors 'none'` and, for browsers
 * that predate it, `X-Frame-Options: DENY`), `Referrer-Policy: no-referrer` (a page's URL, with
 * its order or market in it, never leaves the site), `X-Content-Type-Options: nosniff`, the
 * cross-origin isolation headers and HSTS (browsers honour it over HTTPS only; without
 * includeSubDomains, so an operator's other hosts are not forced onto HTTPS by this one).
 * Not `upgrade-insecure-requests`: the gateway is also served over plain HTTP (npm start, tests),
 * where it would send every same-origin request to an https:// that is not there.
 */
export function securityHeaders(): (req: IncomingMessage, res: ServerResponse) => void {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: baseDirectives },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
  });
  return (req, res) => {
    // Helmet only sets headers, synchronously; an error here is a bad directive, a bug to see.
    middleware(req, res, (error?: unknown) => {
      if (error) throw error;
    });
  };
}

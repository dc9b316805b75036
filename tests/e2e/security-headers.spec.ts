import { expect, test } from '@playwright/test';

// The headers of every kind of answer. That no page breaks the policy, signed out or in, is the
// sweep's (sweep.ts watches for violations on every screen it visits).

test('every answer carries the security headers; a page carries its own policy with no inline script', async ({
  request,
}) => {
  for (const path of ['/', '/profile', '/profile/orders/abc', '/graphql?x=1', '/healthz']) {
    const response = await request.get(path);
    const headers = response.headers();
    const policy = headers['content-security-policy'] ?? '';
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy, path).toContain("script-src 'self'");
    expect(policy, path).toContain("object-src 'none'");
    expect(policy, path).not.toContain('unsafe-inline');
    expect(policy, path).not.toContain('unsafe-eval');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('no-referrer');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
  }
  // The prerendered page's inline stylesheet is allowed by its hash, nothing more.
  const home = await request.get('/');
  const policy = home.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/style-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
  expect(await home.text()).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")/);
});

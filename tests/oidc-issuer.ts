// A local OpenID Connect issuer for the social sign-in tests (oidc-provider, the certified
// implementation by jose's author), so no test talks to Google or Facebook. It signs ID tokens with
// a key made at start, serves its JWKS, and shows a one-field sign-in page (no fonts or scripts
// from elsewhere, unlike the library's development pages) where a test types the e-mail of the
// provider account it plays.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SocialProviderName, SocialProviders } from '@swx/contract';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import Provider from 'oidc-provider';

export type LocalIssuer = {
  issuer: string;
  /** The providers of a gateway and upstream that sign in here: Google and Facebook, each its own client. */
  providers: SocialProviders;
  /** The `sub` this issuer gives the account with that e-mail. */
  subjectOf(email: string): string;
  /** Signs an ID token as this issuer would (or with a stranger's key, `forged`), for API tests. */
  mint(
    claims: Record<string, unknown>,
    options?: { forged?: boolean; expiresInSeconds?: number },
  ): Promise<string>;
  /** Runs the browser's flow over HTTP (authorize, sign-in page, redirect) and returns the ID token. */
  flowToken(input: {
    provider: SocialProviderName;
    email: string;
    nonce: string;
    origin: string;
  }): Promise<string>;
  close(): Promise<void>;
};

const clientIds: Record<SocialProviderName, string> = { google: 'google-test', facebook: 'facebook-test' };

async function signingKey(kid: string) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  return { privateKey, jwk };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function signInPage(uid: string, client: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local issuer sign-in</title></head>
<body><main><h1>Local issuer</h1><p>Sign in to ${escapeHtml(client)}</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label>E-mail <input type="email" name="email" required></label>
<label><input type="checkbox" name="verified" value="1" checked> E-mail verified</label>
<button type="submit">Sign in</button></form></main></body></html>`;
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return new URLSearchParams(body);
}

export async function startLocalIssuer(): Promise<LocalIssuer> {
  const key = await signingKey('local-issuer');
  const stranger = await signingKey('local-issuer');
  const accounts = new Map<string, { email: string; email_verified: boolean }>();
  const subjectOf = (email: string) =>
    `local-${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 16)}`;

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    jwks: { keys: [key.jwk] },
    // Loopback redirects of any port (RFC 8252): the e2e gateway's port is chosen at run time.
    clients: Object.entries(clientIds).map(([name, clientId]) => ({
      client_id: clientId,
      application_type: 'native' as const,
      token_endpoint_auth_method: 'none' as const,
      response_types: ['id_token'],
      grant_types: ['implicit'],
      redirect_uris: [`http://127.0.0.1/api/loginCallback/${name}`],
    })),
    responseTypes: ['id_token'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ sub: id, ...account }) } : undefined;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, IdToken: 600 },
  });
  const handleOidc = provider.callback();

  const interact = async (req: IncomingMessage, res: ServerResponse, uid: string, login: boolean) => {
    const details = await provider.interactionDetails(req, res);
    const clientId = String(details.params.client_id);
    if (!login) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(signInPage(uid, clientId));
      return;
    }
    const form = await formBody(req);
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const accountId = subjectOf(email);
    accounts.set(accountId, { email, email_verified: form.get('verified') === '1' });
    // Consent is given with the sign-in: the test plays a user who agrees.
    const grant = new provider.Grant({ accountId, clientId });
    grant.addOIDCScope('openid email');
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } });
  };

  server.on('request', (req, res) => {
    const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(req.url ?? '');
    if (!match) return handleOidc(req, res);
    interact(req, res, match[1] ?? '', match[2] !== undefined && req.method === 'POST').catch((error) => {
      res.writeHead(400, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });

  const providers: SocialProviders = {};
  for (const [name, clientId] of Object.entries(clientIds) as [SocialProviderName, string][]) {
    providers[name] = { issuer, clientId, jwksUrl: `${issuer}/jwks`, authorizationUrl: `${issuer}/auth` };
  }

  return {
    issuer,
    providers,
    subjectOf,
    async mint(claims, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ iss: issuer, aud: clientIds.google, iat: now, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: key.jwk.kid })
        .setExpirationTime(now + (options.expiresInSeconds ?? 600))
        .sign(options.forged ? stranger.privateKey : key.privateKey);
    },
    async flowToken({ provider, email, nonce, origin }) {
      const cookies = new Map<string, string>();
      const go = async (url: string, init: RequestInit = {}) => {
        const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
        const response = await fetch(new URL(url, issuer), {
          ...init,
          headers: { ...(init.headers as Record<string, string>), cookie },
          redirect: 'manual',
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          cookies.set(pair.slice(0, at), pair.slice(at + 1));
        }
        return response;
      };
      const query = new URLSearchParams({
        client_id: clientIds[provider],
        redirect_uri: `${origin}/api/loginCallback/${provider}`,
        response_type: 'id_token',
        scope: 'openid email',
        nonce,
        state: 'flow',
      });
      const page = (await go(`/auth?${query}`)).headers.get('location') ?? '';
      await (await go(page)).text();
      const form = new URLSearchParams({ email, verified: '1' });
      const posted = await go(`${page}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      const resumed = await go(posted.headers.get('location') ?? '');
      const callback = new URL(resumed.headers.get('location') ?? '', issuer);
      const idToken = new URLSearchParams(callback.hash.slice(1)).get('id_token');
      if (!idToken) throw new Error(`the issuer's flow ended at ${callback.href}`);
      return idToken;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

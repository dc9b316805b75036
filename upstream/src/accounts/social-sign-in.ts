import { createHash, randomInt } from 'node:crypto';
import type { SocialProviderName, SocialProviders, SocialSession } from '@swx/contract';
import { createRemoteJWKSet, type JWTPayload, errors as joseErrors, jwtVerify } from 'jose';
import type { Clock } from '../clock.ts';
import type { Db, Queryable } from '../db/db.ts';
import { Code } from '../http/codes.ts';
import { ApiError } from '../http/envelope.ts';
import type { Language } from '../http/messages.ts';
import { createSession } from './sessions.ts';
import {
  findUserByEmail,
  findUserById,
  findUserByUserName,
  insertUser,
  toUserInfo,
  type UserRecord,
} from './users.ts';
import { isValidEmail, normaliseEmail } from './validation.ts';

/**
 * Stored instead of a password hash for an account made by a provider: no password matches it
 * (verifyPassword reads only `scrypt$…`), and the owner can still set one with "forgot password".
 */
const noPassword = '!social';

/** Signing algorithms Google and Facebook use; `none` and HMAC (a key anyone could know) are refused. */
const algorithms = ['RS256', 'ES256'];

/** Allowed drift between the provider's clock and ours when reading `exp`, `iat` and `nbf`. */
const clockToleranceSeconds = 60;

/** The browser's nonce secret: what `crypto.getRandomValues` gives, base64url, within sane bounds. */
const rawNoncePattern = /^[A-Za-z0-9_-]{22,128}$/;

function refusal(reason: string, field: string, text: Record<Language, string>) {
  return new ApiError(Code.badRequest, 200, { reason, field }, (language) => text[language]);
}

/** One answer for a forged, foreign, expired, replayed or unbound token: the caller learns no more. */
const tokenInvalid = () =>
  refusal('SOCIAL_TOKEN_INVALID', 'idToken', {
    en: 'the sign-in could not be verified; please try again',
    zh: '无法验证此次登录，请重试',
  });

const providerUnavailable = () =>
  refusal('SOCIAL_PROVIDER_UNAVAILABLE', 'provider', {
    en: 'this sign-in provider is not available',
    zh: '此登录方式暂不可用',
  });

const emailUnverified = () =>
  refusal('SOCIAL_EMAIL_UNVERIFIED', 'email', {
    en: 'the provider has not verified this e-mail address; sign in with your password or verify the address at the provider',
    zh: '该登录方式未验证此邮箱，请使用密码登录或先在该平台验证邮箱',
  });

/** The nonce the provider must echo: SHA-256 of the browser's secret, base64url (as Apple and Firebase do). */
export function nonceFor(rawNonce: string): string {
  return createHash('sha256').update(rawNonce).digest('base64url');
}

/** Three-to-twenty characters of A-Z, a-z, 0-9 and _ (the sign-up rule), from the address's local part. */
function userNameBase(email: string): string {
  const base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_]/g, '').slice(0, 14);
  return base.length >= 3 ? base : `user${base}`;
}

/**
 * POST /login/loginByGoogle and /login/loginByFacebook: the browser brings the provider's ID token
 * and the secret whose hash it put in the request as `nonce`. The token's signature (the
 * provider's published keys), issuer, audience (our client id), expiry and nonce are checked; the
 * nonce is then spent, so the same token never signs in twice. The provider account (issuer and
 * `sub`) opens the user it opened before; else the user whose e-mail the provider has verified;
 * else a new user.
 */
export class SocialSignIn {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly providers: SocialProviders;
  private readonly keySets = new Map<SocialProviderName, ReturnType<typeof createRemoteJWKSet>>();

  constructor(db: Db, clock: Clock, providers: SocialProviders) {
    this.db = db;
    this.clock = clock;
    this.providers = providers;
  }

  async signIn(provider: SocialProviderName, idToken: string, rawNonce: string): Promise<SocialSession> {
    const payload = await this.verify(provider, idToken, rawNonce);
    const subject = payload.sub;
    if (!subject) throw tokenInvalid();
    const email = typeof payload.email === 'string' ? normaliseEmail(payload.email) : '';
    const emailVerified = payload.email_verified === true || payload.email_verified === 'true';
    const now = this.clock.now();
    const expiresAt = (payload.exp ?? 0) * 1000;

    return this.db.transaction(async (tx) => {
      // Spent first: two requests with one token race to this row, and only one gets past it.
      const spent = await tx.query(
        'INSERT INTO social_nonces (nonce, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING nonce',
        [payload.nonce, expiresAt],
      );
      if (spent.length === 0) throw tokenInvalid();
      await tx.query('DELETE FROM social_nonces WHERE expires_at < $1', [now - clockToleranceSeconds * 1000]);

      const { user, created } = await this.userFor(tx, provider, subject, email, emailVerified, now);
      // Checked after the token, like a password login: an account's status is only told to its owner.
      if (user.status !== 1) throw new ApiError(Code.userStatusAbnormal);
      const session = await createSession(tx, user.id, now);
      return { ...session, user: toUserInfo(user), created };
    });
  }

  private async verify(provider: SocialProviderName, idToken: string, rawNonce: string): Promise<JWTPayload> {
    const config = this.providers[provider];
    if (!config) throw providerUnavailable();
    if (!rawNoncePattern.test(rawNonce)) throw tokenInvalid();
    let keys = this.keySets.get(provider);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(config.jwksUrl));
      this.keySets.set(provider, keys);
    }
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer: config.issuer,
        audience: config.clientId,
        algorithms,
        requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
        clockTolerance: clockToleranceSeconds,
        currentDate: new Date(this.clock.now()),
      });
      if (payload.nonce !== nonceFor(rawNonce)) throw tokenInvalid();
      return payload;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      // The provider's keys could not be fetched (fetch's TypeError, a timeout): its fault, not the token's.
      if (error instanceof TypeError || error instanceof joseErrors.JWKSTimeout) throw providerUnavailable();
      if (error instanceof joseErrors.JOSEError) throw tokenInvalid();
      throw error;
    }
  }

  private async userFor(
    tx: Queryable,
    provider: SocialProviderName,
    subject: string,
    email: string,
    emailVerified: boolean,
    now: number,
  ): Promise<{ user: UserRecord; created: boolean }> {
    const linked = await tx.query<{ user_id: unknown }>(
      'SELECT user_id FROM social_identities WHERE provider = $1 AND subject = $2',
      [provider, subject],
    );
    if (linked[0]) {
      const user = await findUserById(tx, Number(linked[0].user_id));
      if (user) return { user, created: false };
    }
    // Only an address the provider vouches for may open, or create, an account with that address.
    if (!isValidEmail(email) || !emailVerified) throw emailUnverified();
    const existing = await findUserByEmail(tx, email);
    const user = existing ?? (await this.createUser(tx, email, now));
    await tx.query(
      'INSERT INTO social_identities (provider, subject, user_id, created_at) VALUES ($1, $2, $3, $4)',
      [provider, subject, user.id, now],
    );
    return { user, created: existing === undefined };
  }

  /** A new user named after the address (with digits added while the name is taken). */
  private async createUser(tx: Queryable, email: string, now: number): Promise<UserRecord> {
    const base = userNameBase(email);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const userName = attempt === 0 ? base : `${base}_${randomInt(100_000)}`;
      if (await findUserByUserName(tx, userName)) continue;
      const user = await insertUser(
        tx,
        { userName, email, passwordHash: noPassword, areaCode: null, phone: null, invitedBy: null },
        now,
      );
      if (user) return user;
    }
    throw new ApiError(Code.operationFailed);
  }
}

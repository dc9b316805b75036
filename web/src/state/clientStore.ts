import { useSyncExternalStore } from 'react';
import { type AppLanguage, defaultLanguage, isAppLanguage } from '../i18n/languages';
import type { KnownAccountMode } from './accountMode';
import { accountModeOf, virtualStatusOf } from './virtualStatus';

/** What the client remembers about the signed-in user (a subset of `Viewer`). */
export type UserInfo = {
  userId: number;
  userName: string;
  email: string;
};

export type ClientState = {
  language: AppLanguage;
  token: string | null;
  isLogin: boolean;
  userInfo: UserInfo | null;
  /** The account every call acts on: the real one unless the user chose the demo one. */
  accountMode: KnownAccountMode;
  introShown: boolean;
  /** A visitor's customer-service key: random, made on their first visit to support. */
  chatVisitor: string | null;
};

/** Storage keys; browser tests use them to seed a session. */
export const storageKeys = {
  language: 'swx.language',
  token: 'swx.token',
  isLogin: 'swx.isLogin',
  userInfo: 'swx.userInfo',
  /** The account mode, stored as the wire's virtualStatus (1 real, 0 demo). */
  accountMode: 'swx.virtualStatus',
  introShown: 'swx.introShown',
  chatVisitor: 'swx.chatVisitor',
} as const;

type StorageName = 'localStorage' | 'sessionStorage';

function read(storage: StorageName, key: string): string | null {
  try {
    return globalThis[storage].getItem(key);
  } catch {
    // No storage (private mode, or the build-time prerender in Node): nothing remembered.
    return null;
  }
}

function write(storage: StorageName, key: string, value: string | null): void {
  try {
    if (value === null) globalThis[storage].removeItem(key);
    else globalThis[storage].setItem(key, value);
  } catch {
    // Private mode or a full quota: the state still lives in memory for this page.
  }
}

/**
 * Cookies that tell the gateway which prerendered first screen to send (language, signed in or
 * not), so the page paints right before any script runs. Hints only: nothing is authorised by them.
 */
export const hintCookies = {
  language: 'swx_language',
  signedIn: 'swx_signed_in',
  /** A session cookie, like the session storage flag it mirrors: the mobile intro board was shown. */
  introShown: 'swx_intro_shown',
  /** The account in use, as the wire's virtualStatus (0 demo, 1 real), for the pages rendered with it. */
  accountMode: 'swx_virtual',
} as const;

/**
 * The session's token, for the signed-in pages the gateway renders with the user's data (an
 * order's detail): only those GET renders read it. The API never does: it takes the Authorization
 * header, which a cross-site request cannot set, so this cookie cannot act for the user. Not
 * HttpOnly: the token already lives in script-readable storage (localStorage), and writing both from
 * the same calls keeps them in step (a server-set cookie could miss a sign-in or a sign-out).
 */
export const sessionCookie = 'swx_session';

/** A year for a hint; a week (the upstream session's life) for the token: stale, it only renders no data. */
const YEAR = 31536000;
const WEEK = 604800;

/** A cookie for the gateway; `maxAge` undefined: until the browser closes (a session cookie). */
function writeHint(name: string, value: string | null, maxAge?: number): void {
  if (typeof document === 'undefined') return;
  const attributes = `path=/; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
  // biome-ignore lint/suspicious/noDocumentCookie: synchronous on start, in every browser (cookieStore is not)
  document.cookie =
    value === null
      ? `${name}=; max-age=0; ${attributes}`
      : `${name}=${encodeURIComponent(value)}; ${maxAge ? `max-age=${maxAge}; ` : ''}${attributes}`;
}

const writeSession = (token: string | null) => writeHint(sessionCookie, token, WEEK);

function parseUserInfo(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'userName' in value &&
      typeof value.userName === 'string' &&
      'userId' in value &&
      typeof value.userId === 'number' &&
      'email' in value &&
      typeof value.email === 'string'
    ) {
      return { userId: value.userId, userName: value.userName, email: value.email };
    }
  } catch {
    // A corrupt entry is treated as absent.
  }
  return null;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages ?? [navigator.language];
}

function initialState(): ClientState {
  const storedLanguage = read('localStorage', storageKeys.language);
  return {
    language: isAppLanguage(storedLanguage)
      ? storedLanguage
      : defaultLanguage(import.meta.env.VITE_DEFAULT_LANGUAGE, browserLanguages()),
    token: read('localStorage', storageKeys.token),
    isLogin: read('localStorage', storageKeys.isLogin) === '1',
    userInfo: parseUserInfo(read('localStorage', storageKeys.userInfo)),
    accountMode: accountModeOf(read('localStorage', storageKeys.accountMode)),
    introShown: read('sessionStorage', storageKeys.introShown) === '1',
    chatVisitor: read('localStorage', storageKeys.chatVisitor),
  };
}

/** 32 random bytes as base64url: the visitor's key, a credential for their conversation only. */
function newChatVisitorKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

let state: ClientState = initialState();
// A chosen language and a session from before the hint cookies existed (or cleared storage) get
// their hints now; without a chosen language the gateway reads Accept-Language like the client.
writeHint(
  hintCookies.language,
  isAppLanguage(read('localStorage', storageKeys.language)) ? state.language : null,
  YEAR,
);
writeHint(hintCookies.signedIn, state.isLogin ? '1' : null, YEAR);
writeHint(hintCookies.accountMode, virtualStatusOf(state.accountMode), YEAR);
writeSession(state.isLogin ? state.token : null);
writeHint(hintCookies.introShown, state.introShown ? '1' : null);
const listeners = new Set<() => void>();
const expiryListeners = new Set<() => void>();

function update(patch: Partial<ClientState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export const clientStore = {
  get: (): ClientState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setLanguage(language: AppLanguage): void {
    write('localStorage', storageKeys.language, language);
    writeHint(hintCookies.language, language, YEAR);
    update({ language });
  },
  /** Stores the session of a successful login or registration (token, user info, login flag). */
  signIn(token: string, userInfo: UserInfo): void {
    write('localStorage', storageKeys.token, token);
    write('localStorage', storageKeys.isLogin, '1');
    write('localStorage', storageKeys.userInfo, JSON.stringify(userInfo));
    writeHint(hintCookies.signedIn, '1', YEAR);
    writeSession(token);
    update({ token, isLogin: true, userInfo });
  },
  setUserInfo(userInfo: UserInfo): void {
    write('localStorage', storageKeys.userInfo, JSON.stringify(userInfo));
    update({ userInfo });
  },
  signOut(): void {
    write('localStorage', storageKeys.token, null);
    write('localStorage', storageKeys.isLogin, null);
    write('localStorage', storageKeys.userInfo, null);
    writeHint(hintCookies.signedIn, null);
    writeSession(null);
    update({ token: null, isLogin: false, userInfo: null });
  },
  setAccountMode(accountMode: KnownAccountMode): void {
    write('localStorage', storageKeys.accountMode, virtualStatusOf(accountMode));
    writeHint(hintCookies.accountMode, virtualStatusOf(accountMode), YEAR);
    update({ accountMode });
  },
  /** Registers what follows a session the server ended (the login page, the kept form drafts). */
  onSessionExpired(listener: () => void): () => void {
    expiryListeners.add(listener);
    return () => expiryListeners.delete(listener);
  },
  /** The environment, on a 401 after it signed out: the pages still show what the user was doing. */
  sessionExpired(): void {
    for (const listener of expiryListeners) listener();
  },
  /** The visitor's chat key, made and kept on first use (requests then carry X-Chat-Visitor). */
  ensureChatVisitor(): string {
    if (state.chatVisitor) return state.chatVisitor;
    const key = newChatVisitorKey();
    write('localStorage', storageKeys.chatVisitor, key);
    update({ chatVisitor: key });
    return key;
  },
  /** After a login claimed the visitor's conversation: the key opens nothing any more. */
  forgetChatVisitor(): void {
    write('localStorage', storageKeys.chatVisitor, null);
    update({ chatVisitor: null });
  },
  markIntroShown(): void {
    write('sessionStorage', storageKeys.introShown, '1');
    writeHint(hintCookies.introShown, '1');
    update({ introShown: true });
  },
};

/** The state the prerendered page was rendered for, while React adopts it (see freezeHydrationState). */
let hydrationState: ClientState | null = null;

/**
 * main.tsx, as React starts adopting the prerendered page: what the page was rendered for stays
 * what it renders until the markup is live, even if the state changes meanwhile (an expired
 * session signs out); React renders the change right after.
 */
export function freezeHydrationState(): void {
  hydrationState = state;
}

export function useClientState<T>(select: (state: ClientState) => T): T {
  const snapshot = () => select(clientStore.get());
  // The build-time prerender renders on the server with the current state; the browser adopts its
  // markup with the state it was rendered for.
  const serverSnapshot = () => select(hydrationState ?? clientStore.get());
  return useSyncExternalStore(clientStore.subscribe, snapshot, serverSnapshot);
}

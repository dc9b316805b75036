import { useSyncExternalStore } from 'react';
import { type AppLanguage, defaultLanguage, isAppLanguage } from '../i18n/languages';

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
  /** 1 = the real account (default, spec §9); anything else = the demo account. */
  virtualStatus: number;
  introShown: boolean;
};

/** Storage keys; browser tests use them to seed a session. */
export const storageKeys = {
  language: 'swx.language',
  token: 'swx.token',
  isLogin: 'swx.isLogin',
  userInfo: 'swx.userInfo',
  virtualStatus: 'swx.virtualStatus',
  introShown: 'swx.introShown',
} as const;

function read(storage: Storage, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function write(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the state still lives in memory for this page.
  }
}

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

function initialState(): ClientState {
  const storedLanguage = read(localStorage, storageKeys.language);
  const virtual = Number(read(localStorage, storageKeys.virtualStatus) ?? '1');
  return {
    language: isAppLanguage(storedLanguage)
      ? storedLanguage
      : defaultLanguage(import.meta.env.VITE_DEFAULT_LANGUAGE, navigator.languages ?? [navigator.language]),
    token: read(localStorage, storageKeys.token),
    isLogin: read(localStorage, storageKeys.isLogin) === '1',
    userInfo: parseUserInfo(read(localStorage, storageKeys.userInfo)),
    virtualStatus: Number.isFinite(virtual) ? virtual : 1,
    introShown: read(sessionStorage, storageKeys.introShown) === '1',
  };
}

let state: ClientState = initialState();
const listeners = new Set<() => void>();

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
    write(localStorage, storageKeys.language, language);
    update({ language });
  },
  /** Stores the session of a successful login or registration (spec §4). */
  signIn(token: string, userInfo: UserInfo): void {
    write(localStorage, storageKeys.token, token);
    write(localStorage, storageKeys.isLogin, '1');
    write(localStorage, storageKeys.userInfo, JSON.stringify(userInfo));
    update({ token, isLogin: true, userInfo });
  },
  setUserInfo(userInfo: UserInfo): void {
    write(localStorage, storageKeys.userInfo, JSON.stringify(userInfo));
    update({ userInfo });
  },
  signOut(): void {
    write(localStorage, storageKeys.token, null);
    write(localStorage, storageKeys.isLogin, null);
    write(localStorage, storageKeys.userInfo, null);
    update({ token: null, isLogin: false, userInfo: null });
  },
  setVirtualStatus(virtualStatus: number): void {
    write(localStorage, storageKeys.virtualStatus, String(virtualStatus));
    update({ virtualStatus });
  },
  markIntroShown(): void {
    write(sessionStorage, storageKeys.introShown, '1');
    update({ introShown: true });
  },
};

export function useClientState<T>(select: (state: ClientState) => T): T {
  return useSyncExternalStore(clientStore.subscribe, () => select(clientStore.get()));
}

import { useSyncExternalStore } from 'react';

/**
 * The watchlist: the spec lists it on /market but names no API for it, so it lives in this
 * browser's localStorage, one list per user id (another user of the browser keeps their own).
 */
const storageKey = (userId: number) => `swx.watchlist.${userId}`;
const listeners = new Set<() => void>();
const cache = new Map<number, readonly string[]>();
const none: readonly string[] = [];

function load(userId: number): readonly string[] {
  const cached = cache.get(userId);
  if (cached) return cached;
  let codes: readonly string[] = none;
  try {
    const value: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    if (Array.isArray(value)) codes = value.filter((code): code is string => typeof code === 'string');
  } catch {
    // A corrupt entry counts as an empty list.
  }
  cache.set(userId, codes);
  return codes;
}

export function readWatchlist(userId: number | null): readonly string[] {
  return userId === null ? none : load(userId);
}

export function toggleWatchlist(userId: number, code: string): void {
  const current = load(userId);
  const next = current.includes(code) ? current.filter((item) => item !== code) : [...current, code];
  cache.set(userId, next);
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the list still holds for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The codes on the user's watchlist (empty when logged out). */
export function useWatchlist(userId: number | null): readonly string[] {
  return useSyncExternalStore(subscribe, () => readWatchlist(userId));
}

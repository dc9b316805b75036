import { useEffect, useRef, useState } from 'react';
import { clientStore } from './clientStore';

/**
 * What a user had typed when the session expired, kept for the login in between: forms whose
 * sending moves no money until the user confirms again (the order form) register their inputs
 * here; an expired session stores them with the page's path for this tab (sessionStorage), and
 * the same form on the same path takes them back after the login. Nothing else is kept: no
 * password, no upload, nothing of a form that moved money.
 */

const storageKey = 'swx.sessionDrafts';
/** A draft older than this is stale: prices and the user's intent have moved on. */
const maxAgeMs = 30 * 60 * 1000;

type StoredDrafts = { path: string; at: number; drafts: Record<string, unknown> };

/** The forms on screen now: key → their current inputs. */
const liveDrafts = new Map<string, () => unknown>();

const currentPath = () => window.location.pathname + window.location.search;

function readStored(): StoredDrafts | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null');
    if (
      typeof value === 'object' &&
      value !== null &&
      'path' in value &&
      typeof value.path === 'string' &&
      'at' in value &&
      typeof value.at === 'number' &&
      'drafts' in value &&
      typeof value.drafts === 'object' &&
      value.drafts !== null
    ) {
      return { path: value.path, at: value.at, drafts: value.drafts as Record<string, unknown> };
    }
  } catch {
    // No storage, or a corrupt entry: nothing to restore.
  }
  return null;
}

function writeStored(stored: StoredDrafts | null): void {
  try {
    if (stored === null || Object.keys(stored.drafts).length === 0) sessionStorage.removeItem(storageKey);
    else sessionStorage.setItem(storageKey, JSON.stringify(stored));
  } catch {
    // Private mode or a full quota: the inputs are lost, the return to the page still works.
  }
}

// Called on a 401 before the app leaves for the login page: the forms are still mounted.
clientStore.onSessionExpired(() => {
  if (liveDrafts.size === 0) return;
  const drafts = Object.fromEntries([...liveDrafts].map(([key, read]) => [key, read()]));
  writeStored({ path: currentPath(), at: Date.now(), drafts });
});

/**
 * The inputs a form of this key had when the session expired on this very page, if any and if
 * they still have the form's shape (`isDraft`); read once, then forgotten.
 */
export function useRestoredDraft<T>(key: string, isDraft: (value: unknown) => value is T): T | null {
  const [restored] = useState(() => {
    const stored = readStored();
    if (!stored || stored.path !== currentPath() || Date.now() - stored.at > maxAgeMs) return null;
    const value = stored.drafts[key];
    return isDraft(value) ? value : null;
  });
  useEffect(() => {
    const stored = readStored();
    if (!stored || !(key in stored.drafts)) return;
    const { [key]: _taken, ...rest } = stored.drafts;
    writeStored({ ...stored, drafts: rest });
  }, [key]);
  return restored;
}

/** Registers a form's current inputs, to be kept if the session expires while it is on screen. */
export function useKeepDraft(key: string, value: unknown): void {
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => {
    const read = () => latest.current;
    liveDrafts.set(key, read);
    return () => {
      if (liveDrafts.get(key) === read) liveDrafts.delete(key);
    };
  }, [key]);
}

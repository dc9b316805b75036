import { useSyncExternalStore } from 'react';

export type OnDemand<T> = {
  /** Starts loading (once); later calls return the same promise. */
  load: () => Promise<T>;
  get: () => T | null;
  subscribe: (listener: () => void) => () => void;
};

/**
 * Code that loads the first time a user shows intent (a hover, focus or tap on its trigger) and
 * stays loaded for the rest of the page's life: the Chakra menus and dialogs of the shell.
 */
export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    load() {
      pending ??= load().then(
        (loaded) => {
          value = loaded;
          for (const listener of listeners) listener();
          return loaded;
        },
        (error: unknown) => {
          // A failed chunk load (offline) is retried at the next intent.
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The loaded value, or null until it has loaded; `load` starts it. */
export function useOnDemand<T>(resource: OnDemand<T>): [T | null, () => void] {
  const value = useSyncExternalStore(resource.subscribe, resource.get, () => null);
  return [value, () => void resource.load().catch(() => undefined)];
}

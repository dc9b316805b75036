import { useSyncExternalStore } from 'react';

let wanted = false;
const listeners = new Set<() => void>();

/** Called by the toaster module when it loads: from then on the shell mounts the toast region. */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * True once some module has loaded the toaster. Chakra's toast region needs Chakra, and no toast
 * is possible before the code that creates one has loaded, so the shell waits for that.
 */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

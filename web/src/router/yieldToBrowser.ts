/**
 * Lets the browser run input and rendering before the work that follows: a task of its own, so
 * that pieces of the start (texts, router, first queries, first render) do not add up to one long
 * task. `scheduler.yield()` where there is one (its continuation runs before other queued tasks).
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

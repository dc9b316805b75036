import { type DocumentNode, type ExecutionResult, Kind, OperationTypeNode } from 'graphql';

type Source = AsyncIterableIterator<ExecutionResult> | AsyncGenerator<ExecutionResult>;
type SubscribeResult = ExecutionResult | Source;

type Group = {
  source: Source | null;
  starting: Promise<SubscribeResult>;
  subscribers: Set<(result: ExecutionResult) => void>;
  /** Called when the source ends: each subscriber's iterator finishes (graphql-ws sends complete). */
  enders: Set<() => void>;
};

/** Writes one result to one subscriber at once (its socket), instead of handing it to graphql-ws. */
export type DirectWrite = (result: ExecutionResult) => void;

/** Root fields whose result is the same for every subscriber (public data, no per-user context). */
const SHAREABLE_FIELDS = new Set(['marketTicks']);

/**
 * The key under which identical public subscriptions share one execution, or null when the
 * operation must run on its own (anything but public root fields, fragments at the root, …).
 */
export function sharedKey(
  document: DocumentNode,
  query: string,
  variables: unknown,
  operationName?: string | null,
) {
  const operations = document.definitions.filter(
    (definition) => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operations[0];
  if (operations.length !== 1 || !operation || operation.operation !== OperationTypeNode.SUBSCRIPTION)
    return null;
  const shareable = operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && SHAREABLE_FIELDS.has(selection.name.value),
  );
  return shareable ? JSON.stringify([query, variables ?? null, operationName ?? null]) : null;
}

/**
 * Live prices go to thousands of subscribers that mostly send the very same subscription. One
 * execution per distinct (query, variables) serves them all: each tick is resolved once and the
 * same result object is handed to every subscriber of that group. A subscriber with a `write`
 * gets each result written straight to it (a pre-encoded frame on its socket) and its iterator only
 * says when it ends; without one, its iterator yields the results.
 */
export class SharedSubscriptions {
  readonly #groups = new Map<string, Group>();

  get groupCount(): number {
    return this.#groups.size;
  }

  async subscribe(
    key: string | null,
    start: () => Promise<SubscribeResult> | SubscribeResult,
    write?: DirectWrite,
  ): Promise<SubscribeResult> {
    if (key === null) return start();
    let group = this.#groups.get(key);
    if (!group) {
      const created: Group = {
        source: null,
        starting: Promise.resolve(start()),
        subscribers: new Set(),
        enders: new Set(),
      };
      this.#groups.set(key, created);
      group = created;
      const started = await created.starting;
      if (!isAsyncIterable(started)) {
        this.#groups.delete(key);
        return started;
      }
      created.source = started;
      void this.#pump(key, created);
    } else {
      const started = await group.starting;
      if (!isAsyncIterable(started)) return start();
    }
    return this.#follow(key, group, write);
  }

  async #pump(key: string, group: Group): Promise<void> {
    if (!group.source) return;
    try {
      for await (const result of group.source)
        for (const deliver of group.subscribers) {
          try {
            deliver(result);
          } catch (error) {
            // One subscriber's broken socket must not cost the others this result.
            console.warn(`[gateway] shared subscription: ${String(error)}`);
          }
        }
    } finally {
      if (this.#groups.get(key) === group) this.#groups.delete(key);
      for (const end of group.enders) end();
    }
  }

  /**
   * One subscriber's view of a group. Written to directly, or else the newest result wins if the
   * subscriber falls behind.
   */
  #follow(key: string, group: Group, write?: DirectWrite): AsyncIterableIterator<ExecutionResult> {
    let pending: ExecutionResult | null = null;
    let wake: (() => void) | null = null;
    let done = false;
    const deliver =
      write ??
      ((result: ExecutionResult) => {
        pending = result;
        wake?.();
      });
    const end = () => {
      done = true;
      wake?.();
    };
    group.subscribers.add(deliver);
    group.enders.add(end);
    const leave = () => {
      if (done) return;
      done = true;
      group.subscribers.delete(deliver);
      group.enders.delete(end);
      wake?.();
      if (group.subscribers.size === 0 && this.#groups.get(key) === group) {
        this.#groups.delete(key);
        void group.source?.return?.(undefined);
      }
    };
    const iterator: AsyncIterableIterator<ExecutionResult> = {
      async next() {
        while (!done && pending === null) await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        if (done) return { done: true, value: undefined };
        const value = pending ?? {};
        pending = null;
        return { done: false, value };
      },
      async return() {
        leave();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }
}

function isAsyncIterable(value: SubscribeResult): value is Source {
  return typeof (value as Source)[Symbol.asyncIterator] === 'function';
}

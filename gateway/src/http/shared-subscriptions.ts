import { type DocumentNode, type ExecutionResult, Kind, OperationTypeNode } from 'graphql';

type Source = AsyncIterableIterator<ExecutionResult> | AsyncGenerator<ExecutionResult>;
type SubscribeResult = ExecutionResult | Source;

type Group = {
  source: Source | null;
  starting: Promise<SubscribeResult>;
  subscribers: Set<(result: ExecutionResult) => void>;
};

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
 * same result object is handed to every subscriber of that group.
 */
export class SharedSubscriptions {
  readonly #groups = new Map<string, Group>();

  get groupCount(): number {
    return this.#groups.size;
  }

  async subscribe(
    key: string | null,
    start: () => Promise<SubscribeResult> | SubscribeResult,
  ): Promise<SubscribeResult> {
    if (key === null) return start();
    let group = this.#groups.get(key);
    if (!group) {
      const created: Group = { source: null, starting: Promise.resolve(start()), subscribers: new Set() };
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
    return this.#follow(key, group);
  }

  async #pump(key: string, group: Group): Promise<void> {
    if (!group.source) return;
    try {
      for await (const result of group.source) for (const deliver of group.subscribers) deliver(result);
    } finally {
      if (this.#groups.get(key) === group) this.#groups.delete(key);
    }
  }

  /** One subscriber's view of a group: the newest result wins if the subscriber falls behind. */
  #follow(key: string, group: Group): AsyncIterableIterator<ExecutionResult> {
    let pending: ExecutionResult | null = null;
    let wake: (() => void) | null = null;
    let done = false;
    const deliver = (result: ExecutionResult) => {
      pending = result;
      wake?.();
    };
    group.subscribers.add(deliver);
    const leave = () => {
      if (done) return;
      done = true;
      group.subscribers.delete(deliver);
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

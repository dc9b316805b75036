import { type ExecutionResult, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SharedSubscriptions, sharedKey } from './shared-subscriptions.ts';

/** A source that yields what the test pushes, and records whether it was closed. */
function controlledSource() {
  const queue: ExecutionResult[] = [];
  let wake: (() => void) | null = null;
  const state = { closed: false, starts: 0 };
  const push = (result: ExecutionResult) => {
    queue.push(result);
    wake?.();
  };
  const source: AsyncIterableIterator<ExecutionResult> = {
    async next() {
      while (!state.closed && queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      if (state.closed) return { done: true, value: undefined };
      return { done: false, value: queue.shift() ?? {} };
    },
    async return() {
      state.closed = true;
      wake?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return source;
    },
  };
  return { source, push, state };
}

const TICKS = 'subscription { marketTicks { id nowPrice } }';

describe('sharedKey', () => {
  it('shares public marketTicks subscriptions and nothing else', () => {
    expect(sharedKey(parse(TICKS), TICKS, {})).not.toBeNull();
    expect(sharedKey(parse(TICKS), TICKS, { a: 1 })).not.toBe(sharedKey(parse(TICKS), TICKS, {}));
    const query = '{ viewer { userName } }';
    expect(sharedKey(parse(query), query, {})).toBeNull();
  });
});

describe('SharedSubscriptions', () => {
  it('executes an identical subscription once and hands every subscriber the same result', async () => {
    const shared = new SharedSubscriptions();
    const { source, push, state } = controlledSource();
    const start = () => {
      state.starts += 1;
      return source;
    };
    const key = sharedKey(parse(TICKS), TICKS, {});
    const first = (await shared.subscribe(key, start)) as AsyncIterableIterator<ExecutionResult>;
    const second = (await shared.subscribe(key, start)) as AsyncIterableIterator<ExecutionResult>;
    expect(state.starts).toBe(1);
    expect(shared.groupCount).toBe(1);

    const tick = { data: { marketTicks: [{ id: 'x', nowPrice: '1.00' }] } };
    push(tick);
    const [a, b] = await Promise.all([first.next(), second.next()]);
    expect(a.value).toBe(tick);
    expect(b.value).toBe(tick);

    await first.return?.();
    expect(state.closed).toBe(false);
    await second.return?.();
    expect(state.closed).toBe(true);
    expect(shared.groupCount).toBe(0);
  });

  it('writes each result straight to a subscriber that has a writer, and ends every subscriber with the source', async () => {
    const shared = new SharedSubscriptions();
    const { source, push, state } = controlledSource();
    const key = sharedKey(parse(TICKS), TICKS, {});
    const written: ExecutionResult[] = [];
    const direct = (await shared.subscribe(
      key,
      () => source,
      (result) => written.push(result),
    )) as AsyncIterableIterator<ExecutionResult>;
    const follower = (await shared.subscribe(key, () => source)) as AsyncIterableIterator<ExecutionResult>;
    const ended = direct.next();
    const tick = { data: { marketTicks: [{ id: 'x', nowPrice: '2.00' }] } };
    push(tick);
    expect((await follower.next()).value).toBe(tick);
    expect(written).toEqual([tick]);
    // The source ends (the feed closed): both subscribers finish, so graphql-ws sends complete.
    await source.return?.();
    expect(state.closed).toBe(true);
    push({ data: null });
    expect(await ended).toEqual({ done: true, value: undefined });
    expect(await follower.next()).toEqual({ done: true, value: undefined });
    expect(shared.groupCount).toBe(0);
  });

  it('runs an unshareable operation on its own', async () => {
    const shared = new SharedSubscriptions();
    const result = { data: { ok: true } };
    expect(await shared.subscribe(null, () => result)).toBe(result);
    expect(shared.groupCount).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { SharedPayloads } from './shared-payloads.ts';

/** What graphql-ws writes for a next message (its own JSON.stringify of the envelope). */
const envelope = (id: string, payload: unknown) => JSON.stringify({ id, type: 'next', payload });

describe('shared payloads', () => {
  it('encodes a result once and puts it back into each subscriber’s message, under that subscriber’s id', () => {
    const payloads = new SharedPayloads();
    const result = { data: { marketTicks: [{ id: 'TWFya2V0OkJUQ1VTRFQ=', nowPrice: '64123.50' }] } };
    const stringify = JSON.stringify;
    let encodings = 0;
    JSON.stringify = ((...args: Parameters<typeof stringify>) => {
      if (args[0] === result) encodings += 1;
      return stringify(...args);
    }) as typeof JSON.stringify;
    try {
      const messages = ['1', '2', 'a"b}}'].map((id) =>
        payloads.expand(envelope(id, payloads.placeholder(result))),
      );
      expect(encodings).toBe(1);
      expect(messages.map((message) => JSON.parse(message))).toEqual([
        { id: '1', type: 'next', payload: result },
        { id: '2', type: 'next', payload: result },
        { id: 'a"b}}', type: 'next', payload: result },
      ]);
    } finally {
      JSON.stringify = stringify;
    }
  });

  it('leaves every other message alone, including an id that imitates the stand-in', () => {
    const payloads = new SharedPayloads();
    payloads.placeholder({ data: { x: 1 } });
    const forged = envelope('"payload":{"__swxShared":0}}', { data: null });
    expect(payloads.expand(forged)).toBe(forged);
    const complete = JSON.stringify({ id: '1', type: 'complete' });
    expect(payloads.expand(complete)).toBe(complete);
    const unknown = envelope('1', { __swxShared: 999 });
    expect(payloads.expand(unknown)).toBe(unknown);
  });
});

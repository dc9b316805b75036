import { describe, expect, it } from 'vitest';
import { type ServerSentEvent, serverSentEvents } from './server-sent-events.ts';

async function parse(chunks: string[]): Promise<ServerSentEvent[]> {
  async function* source() {
    for (const chunk of chunks) yield new TextEncoder().encode(chunk);
  }
  const events: ServerSentEvent[] = [];
  for await (const event of serverSentEvents(source())) events.push(event);
  return events;
}

describe('serverSentEvents', () => {
  it('reads named events, skips comments and joins data lines', async () => {
    expect(
      await parse([
        'retry: 1000\nevent: ready\ndata: {}\n\n',
        ': keep-alive\n\n',
        'event: optionsOrderSettled\ndata: {"a":\ndata: 1}\n\n',
        'data: plain\n\n',
      ]),
    ).toEqual([
      { event: 'ready', data: '{}', id: null },
      { event: 'optionsOrderSettled', data: '{"a":\n1}', id: null },
      { event: 'message', data: 'plain', id: null },
    ]);
  });

  it('reassembles events and characters split across chunks, whatever the line ending', async () => {
    const euro = new TextEncoder().encode('€');
    async function* source() {
      yield new TextEncoder().encode('\uFEFFevent: x\r');
      yield new TextEncoder().encode('\ndata: ');
      yield euro.slice(0, 1);
      yield euro.slice(1);
      yield new TextEncoder().encode('\r\rid: 7\rdata:no-space\r\n\r\ndata: cut off');
    }
    const events: ServerSentEvent[] = [];
    for await (const event of serverSentEvents(source())) events.push(event);
    expect(events).toEqual([
      { event: 'x', data: '€', id: null },
      { event: 'message', data: 'no-space', id: '7' },
    ]);
  });

  it('drops an event that has no data', async () => {
    expect(await parse(['event: empty\n\nevent: full\ndata: 1\n\n'])).toEqual([
      { event: 'full', data: '1', id: null },
    ]);
  });
});

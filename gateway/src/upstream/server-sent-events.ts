/** One dispatched server-sent event (WHATWG HTML "event stream interpretation"). */
export type ServerSentEvent = { event: string; data: string; id: string | null };

/**
 * Parses a `text/event-stream` body into events: lines end in CRLF, LF or CR; `:` lines are
 * comments (heartbeats); `data` lines of one event join with LF; a blank line dispatches; an
 * event without data is dropped, as browsers do. A last event without its blank line is dropped.
 */
export async function* serverSentEvents(
  chunks: AsyncIterable<Uint8Array | string>,
): AsyncGenerator<ServerSentEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | null = null;
  let first = true;
  for await (const chunk of chunks) {
    buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (first && buffer.length > 0) {
      if (buffer.charCodeAt(0) === 0xfeff) buffer = buffer.slice(1);
      first = false;
    }
    for (;;) {
      const match = /\r\n|\n|\r/.exec(buffer);
      // A trailing CR may be the first half of a CRLF still on its way.
      if (!match || (match[0] === '\r' && match.index === buffer.length - 1)) break;
      const line = buffer.slice(0, match.index);
      buffer = buffer.slice(match.index + match[0].length);
      if (line === '') {
        if (data.length > 0) yield { event: event || 'message', data: data.join('\n'), id };
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      let value = colon < 0 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id' && !value.includes('\0')) id = value;
    }
  }
}

import type { ExecutionResult } from 'graphql';
import type { WebSocket, WebSocketServer } from 'ws';

/**
 * A subscriber whose socket holds this much unsent data is not reading (about 500 messages of
 * every price): it is closed with 1008 rather than allowed to grow the process's memory.
 */
export const SLOW_CONSUMER_BYTES = 1024 * 1024;
export const SLOW_CONSUMER_CLOSE = { code: 1008, reason: 'Slow consumer: messages were not being read' };

const MARKER = '{"__swxShared":';
const PAYLOAD_MARKER = `"payload":${MARKER}`;
/** Texts kept for the placeholders in flight: each is read back within the same send. */
const KEPT_TEXTS = 1024;

/**
 * One serialisation per shared result, whatever the number of subscribers. graphql-ws writes each
 * subscriber's own operation id into every message and stringifies the whole message each time;
 * for a live price shared by thousands that is thousands of identical 2 KB encodings per tick.
 * `placeholder(result)` (graphql-ws's onNext hook) hands graphql-ws a tiny stand-in payload,
 * encoding the real one once per result object; `expandOnSend` puts that text back in place of
 * the stand-in as the message is written to each socket. Message framing stays graphql-ws's own.
 */
export class SharedPayloads {
  readonly #ids = new WeakMap<object, number>();
  readonly #texts = new Map<number, string>();
  #next = 0;

  placeholder(result: ExecutionResult): ExecutionResult {
    let id = this.#ids.get(result);
    if (id === undefined) {
      id = this.#next++;
      this.#ids.set(result, id);
      this.#texts.set(id, JSON.stringify(result));
      if (this.#texts.size > KEPT_TEXTS) {
        const oldest = this.#texts.keys().next().value;
        if (oldest !== undefined) this.#texts.delete(oldest);
      }
    }
    return { __swxShared: id } as ExecutionResult;
  }

  /** The message with its stand-in payload replaced by the encoded result (unchanged otherwise). */
  expand(message: string): string {
    // The stand-in is the message's last member; an operation id cannot forge it (its quotes are escaped).
    if (!message.endsWith('}}')) return message;
    const at = message.lastIndexOf(PAYLOAD_MARKER);
    if (at < 0) return message;
    const id = Number(message.slice(at + PAYLOAD_MARKER.length, -2));
    const text = this.#texts.get(id);
    if (text === undefined) return message;
    return `${message.slice(0, at + '"payload":'.length)}${text}}`;
  }

  /** Wraps each new socket's `send` with `expand`; call before graphql-ws's useServer attaches. */
  expandOnSend(server: WebSocketServer): void {
    server.on('connection', (socket: WebSocket) => {
      const send = socket.send.bind(socket) as (data: unknown, ...rest: unknown[]) => void;
      socket.send = ((data: unknown, ...rest: unknown[]) =>
        send(typeof data === 'string' ? this.expand(data) : data, ...rest)) as WebSocket['send'];
    });
  }
}

import type { ExecutionResult } from 'graphql';
import type { WebSocket } from 'ws';
import type { DirectWrite } from './shared-subscriptions.ts';

/**
 * A subscriber whose socket holds this much unsent data is not reading (about 500 messages of
 * every price): it is closed with 1008 rather than allowed to grow the process's memory.
 */
export const SLOW_CONSUMER_BYTES = 1024 * 1024;
export const SLOW_CONSUMER_CLOSE = { code: 1008, reason: 'Slow consumer: messages were not being read' };

const CLOSE_BRACE = Buffer.from('}');

/**
 * One serialisation per shared result, whatever the number of subscribers, and no per-subscriber
 * work but the frame. graphql-ws writes each subscriber's own operation id into every message,
 * stringifies the whole message each time and runs a promise chain per message; for a live price
 * shared by thousands that is thousands of identical 2 KB encodings per tick. A shared subscriber's
 * results are written here instead: the result is encoded to bytes once (per result object), and
 * each subscriber's message is its own head (`{"id":…,"type":"next","payload":`, encoded once when
 * it subscribes), those bytes and `}`: exactly what graphql-ws would have sent.
 */
export class SharedPayloads {
  readonly #encoded = new WeakMap<object, Buffer>();

  /** The result as JSON bytes, encoded the first time any subscriber needs it. */
  encoded(result: ExecutionResult): Buffer {
    let bytes = this.#encoded.get(result);
    if (!bytes) {
      bytes = Buffer.from(JSON.stringify(result));
      this.#encoded.set(result, bytes);
    }
    return bytes;
  }

  /** The `next` message of operation `id` carrying `result`, as graphql-ws frames it. */
  message(id: string, result: ExecutionResult): Buffer {
    return Buffer.concat([head(id), this.encoded(result), CLOSE_BRACE]);
  }

  /**
   * Writes each result to `socket` as operation `id`'s `next` message. A socket that stopped
   * reading (more than SLOW_CONSUMER_BYTES unsent) is closed with 1008; a closing one is skipped.
   */
  writer(socket: WebSocket, id: string): DirectWrite {
    const prefix = head(id);
    return (result) => {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > SLOW_CONSUMER_BYTES) {
        socket.close(SLOW_CONSUMER_CLOSE.code, SLOW_CONSUMER_CLOSE.reason);
        return;
      }
      socket.send(Buffer.concat([prefix, this.encoded(result), CLOSE_BRACE]), { binary: false });
    };
  }
}

function head(id: string): Buffer {
  return Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":`);
}

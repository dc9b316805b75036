import type { Duplex } from 'node:stream';
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
 *
 * The message goes out as one text frame written in parts (frame header, head, shared bytes, `}`)
 * with a single writev on the subscriber's TCP socket, so no per-subscriber copy of the payload is
 * made: at 10k subscribers, copying it into one buffer per message cost a sixth of the gateway's
 * CPU with the garbage it left. ws's API takes a message only as one buffer, so the frame is written
 * on the socket under ws (its `_socket`), which is safe here because the gateway's server neither
 * compresses nor queues frames (no permessage-deflate): ws writes every frame of its own at once too.
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

  /**
   * Writes each result to `socket` as operation `id`'s `next` message. A socket that stopped
   * reading (more than SLOW_CONSUMER_BYTES unsent) is closed with 1008; a closing one is skipped.
   */
  writer(socket: WebSocket, id: string): DirectWrite {
    const prefix = head(id);
    const tcp = (socket as unknown as { _socket?: Duplex })._socket;
    return (result) => {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > SLOW_CONSUMER_BYTES) {
        socket.close(SLOW_CONSUMER_CLOSE.code, SLOW_CONSUMER_CLOSE.reason);
        return;
      }
      const payload = this.encoded(result);
      if (!tcp?.writable) {
        socket.send(Buffer.concat([prefix, payload, CLOSE_BRACE]), { binary: false });
        return;
      }
      tcp.cork();
      tcp.write(textFrameHeader(prefix.length + payload.length + CLOSE_BRACE.length));
      tcp.write(prefix);
      tcp.write(payload);
      tcp.write(CLOSE_BRACE);
      tcp.uncork();
    };
  }
}

function head(id: string): Buffer {
  return Buffer.from(`{"id":${JSON.stringify(id)},"type":"next","payload":`);
}

/**
 * The header of an unmasked, final text frame of `length` bytes, as a server sends it
 * (RFC 6455 §5.2): FIN and opcode 1, then the length in 7 bits, or 126 and 16 bits, or 127 and 64 bits.
 */
export function textFrameHeader(length: number): Buffer {
  if (length < 126) return Buffer.from([0x81, length]);
  if (length < 0x10000) {
    const header = Buffer.allocUnsafe(4);
    header[0] = 0x81;
    header[1] = 126;
    header.writeUInt16BE(length, 2);
    return header;
  }
  const header = Buffer.allocUnsafe(10);
  header[0] = 0x81;
  header[1] = 127;
  header.writeBigUInt64BE(BigInt(length), 2);
  return header;
}

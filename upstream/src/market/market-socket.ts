import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { MarketSimulator } from './market-simulator.ts';

export const marketSocketPath = '/swx/customer/ws/market';
const pingIntervalMs = 30_000;
/** A client this far behind (about a minute of ticks) cannot catch up; dropping it protects the process. */
const maxBufferedBytes = 4 * 1024 * 1024;

/**
 * The price websocket: every tick message goes to every connected client as the one string the
 * simulator serialised. Clients that miss a ping round are terminated; they reconnect on close.
 */
export function attachMarketSocket(server: Server, simulator: MarketSimulator) {
  const wss = new WebSocketServer({ noServer: true, clientTracking: true, perMessageDeflate: false });
  const alive = new WeakMap<WebSocket, boolean>();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== marketSocketPath) {
      socket.write('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  server.on('upgrade', onUpgrade);

  wss.on('connection', (ws) => {
    alive.set(ws, true);
    ws.on('pong', () => alive.set(ws, true));
    ws.on('error', () => ws.terminate());
  });

  const unsubscribe = simulator.onTick((_ticks, message) => {
    for (const client of wss.clients) {
      if (client.readyState !== WebSocket.OPEN) continue;
      if (client.bufferedAmount > maxBufferedBytes) client.terminate();
      else client.send(message);
    }
  });

  const pinger = setInterval(() => {
    for (const client of wss.clients) {
      if (alive.get(client) === false) {
        client.terminate();
        continue;
      }
      alive.set(client, false);
      client.ping();
    }
  }, pingIntervalMs);

  return {
    clientCount: () => wss.clients.size,
    close(): Promise<void> {
      clearInterval(pinger);
      unsubscribe();
      server.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.terminate();
      return new Promise((resolve) => wss.close(() => resolve()));
    },
  };
}

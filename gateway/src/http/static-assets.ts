import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { UpstreamClient } from '../upstream/client.ts';

export type StaticAssetsOptions = {
  /** Bytes of files kept in memory, least recently used first out. */
  maxBytes?: number;
  /** How long a kept file is served before the upstream is asked again. */
  ttlMs?: number;
  /** A larger file is not a logo or an artwork: it is refused rather than held. */
  maxFileBytes?: number;
};

type Asset = { type: string; body: Buffer; etag: string };

/** Failures are not kept: a logo the upstream could not send now may come back a moment later. */
class NotKept extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`upstream answered ${status}`);
    this.status = status;
  }
}

const CACHE_CONTROL = 'public, max-age=86400';
/** What may be asked under /swx/static/: file names in folders, never a way out of them. */
const STATIC_PATH = /^\/swx\/static\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * The upstream's public files under /swx/static/ (market logos, NFT artwork), kept in the gateway's
 * memory (lru-cache, bounded by bytes and age): a page of 49 market rows asks for 49 logos, which
 * after the first visitor cost the upstream nothing. Concurrent first requests for one file share
 * one upstream call. Each answer carries an ETag of its bytes, so a browser revalidating gets 304.
 */
export class StaticAssets {
  readonly #upstream: UpstreamClient;
  readonly #maxFileBytes: number;
  readonly #cache: LRUCache<string, Asset>;
  readonly #loads = new Map<string, Promise<Asset>>();
  /** Upstream calls made (tests and the benchmark read it). */
  fetches = 0;

  constructor(upstream: UpstreamClient, options: StaticAssetsOptions = {}) {
    this.#upstream = upstream;
    this.#maxFileBytes = options.maxFileBytes ?? 512 * 1024;
    this.#cache = new LRUCache<string, Asset>({
      maxSize: options.maxBytes ?? 16 * 1024 * 1024,
      sizeCalculation: (asset) => asset.body.length + 200,
      ttl: options.ttlMs ?? 10 * 60_000,
    });
  }

  async serve(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    let asset: Asset;
    try {
      if (!STATIC_PATH.test(path) || path.includes('..')) throw new NotKept(404);
      asset = await this.#load(path);
    } catch (error) {
      const status = error instanceof NotKept && error.status < 500 ? error.status : 502;
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end(status === 404 ? 'not found' : 'upstream unavailable');
      return;
    }
    const headers = { 'content-type': asset.type, 'cache-control': CACHE_CONTROL, etag: asset.etag };
    if (req.headers['if-none-match'] === asset.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, { ...headers, 'content-length': asset.body.length });
    res.end(req.method === 'HEAD' ? undefined : asset.body);
  }

  #load(path: string): Promise<Asset> {
    const kept = this.#cache.get(path);
    if (kept) return Promise.resolve(kept);
    let pending = this.#loads.get(path);
    if (!pending) {
      pending = this.#fetch(path)
        .then((asset) => {
          this.#cache.set(path, asset);
          return asset;
        })
        .finally(() => this.#loads.delete(path));
      this.#loads.set(path, pending);
    }
    return pending;
  }

  async #fetch(path: string): Promise<Asset> {
    this.fetches += 1;
    const answer = await this.#upstream.stream(path);
    if (answer.statusCode !== 200) {
      await answer.body.dump();
      throw new NotKept(answer.statusCode);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of answer.body) {
      size += chunk.length;
      if (size > this.#maxFileBytes) {
        answer.body.destroy();
        throw new NotKept(502);
      }
      chunks.push(chunk);
    }
    const body = Buffer.concat(chunks);
    const type = answer.headers['content-type'];
    return {
      type: typeof type === 'string' ? type : 'application/octet-stream',
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    };
  }
}

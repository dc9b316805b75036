/**
 * A Map that keeps at most `limit` entries, forgetting the least recently used first: throttle state
 * per address and per account must not grow without bound when a flood rotates through addresses.
 */
export class RecentMap<K, V> {
  private readonly entries = new Map<K, V>();
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  /** The entry for `key`, created with `create` when missing; either way it becomes the most recent. */
  upsert(key: K, create: () => V): V {
    const existing = this.entries.get(key);
    if (existing !== undefined) {
      // Re-inserting moves the key to the end of the Map's insertion order: the LRU order.
      this.entries.delete(key);
      this.entries.set(key, existing);
      return existing;
    }
    const created = create();
    this.entries.set(key, created);
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return created;
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * What an instance caches (merchants, the catalogue's derived lists, IP countries) is valid while its version in
 * `cache_versions` is unchanged. Statement triggers bump a version on every write to its tables (migration 0007),
 * whoever writes: this instance, another one, the operator CLI, a seed. Every API call reads the versions once before
 * it uses a cache (http/route.ts loadMerchant), so a change committed before a call started is seen by that call, on
 * every instance. The read is one tiny prepared statement shared by the calls that arrive while it is in flight: a
 * call waits for a read that was sent after it arrived (at most two round trips), never for one sent before.
 */
import type { Database } from '../db';
import { cacheVersions } from '../db/schema';

export type VersionKey = 'merchants' | 'catalogue' | 'geo' | 'game_list_index';

export class CacheVersions {
  private current = new Map<string, number>();
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  private readonly query;

  constructor(db: Database) {
    this.query = db
      .select({ key: cacheVersions.key, version: cacheVersions.version })
      .from(cacheVersions)
      .prepare('cache_versions');
  }

  private start(): Promise<void> {
    const read: Promise<void> = this.query.execute().then((rows) => {
      this.current = new Map(rows.map((r) => [r.key, r.version]));
    });
    const tracked = read.finally(() => {
      if (this.running === tracked) this.running = null;
    });
    this.running = tracked;
    return tracked;
  }

  /** Versions from a read sent after this call. */
  async fresh(): Promise<void> {
    if (!this.running) return this.start();
    if (!this.next) {
      const after = this.running;
      this.next = after
        .then(
          () => undefined,
          () => undefined,
        )
        .then(() => {
          this.next = null;
          return this.running ?? this.start();
        });
    }
    return this.next;
  }

  /** The versions of the last read (-1 before the first one, which matches no cached entry). */
  get(key: VersionKey): number {
    return this.current.get(key) ?? -1;
  }

  /** The last read's versions, reading them first when nothing was read yet (a call outside a request). */
  async known(key: VersionKey): Promise<number> {
    if (this.current.size === 0) await this.fresh();
    return this.get(key);
  }
}

const byDatabase = new WeakMap<Database, CacheVersions>();

/** One version reader per database handle (an app instance). */
export function versionsOf(db: Database): CacheVersions {
  let versions = byDatabase.get(db);
  if (!versions) byDatabase.set(db, (versions = new CacheVersions(db)));
  return versions;
}

/** A cache of values that stay valid while one version is unchanged; bounded, oldest entries dropped first. */
export class VersionedCache<K, V> {
  private readonly entries = new Map<K, { version: number; value: V }>();

  constructor(private readonly limit = 1000) {}

  get(key: K, version: number): V | undefined {
    const hit = this.entries.get(key);
    return hit && hit.version === version ? hit.value : undefined;
  }

  set(key: K, version: number, value: V): V {
    if (this.entries.size >= this.limit && !this.entries.has(key)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { version, value });
    return value;
  }

  /** The cached value, or `load()` stored under the version read before it ran (a change meanwhile bumps it again). */
  async through(key: K, version: number, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key, version);
    if (hit !== undefined) return hit;
    return this.set(key, version, await load());
  }
}

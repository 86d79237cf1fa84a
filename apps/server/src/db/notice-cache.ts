// A bounded per-instance cache whose entries are dropped by the notice bus (db/notices.ts). Each entry
// carries tags (`kind:id`, e.g. `user:12`, or a bare `kind` for whatever changes of that kind); a notice of
// that kind and id drops it, one of that kind with no ids drops every entry of the kind, any notice of the
// kind drops a bare-kind tag's entries, and '*' drops them all.
//
// A read that began before a notice touching its value must not be kept: the value may have been read just
// before the change committed. So every notice is logged with a sequence number, a read remembers the
// number it started at, and its value is kept only when no later notice touched its tags (and the bus was
// live throughout). The log is short; a read older than its oldest entry is simply not kept.
import type { Notice, NoticeBus } from './notices.js';

const LOG_SIZE = 256;

export type NoticeCache<V> = {
  /** The cached value of `key`, else `load()`'s (kept when the rules above allow; undefined is never kept). */
  get(key: string, load: () => Promise<V | undefined>): Promise<V | undefined>;
  /** Drops `key` (this instance only). */
  delete(key: string): void;
  /** How many entries it holds. */
  readonly size: number;
  /** Stops listening to the bus. */
  close(): void;
};

type Entry<V> = { value: V; tags: readonly string[] };

/** A cache of at most `max` entries (least recently used go first), tagged by `tagsOf(value)`. */
export function noticeCache<V>(
  bus: NoticeBus,
  { max, tagsOf }: { max: number; tagsOf: (value: V) => readonly string[] },
): NoticeCache<V> {
  const entries = new Map<string, Entry<V>>();
  const byTag = new Map<string, Set<string>>();
  const log: { seq: number; notice: Notice }[] = [];
  let seq = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const tag of entry.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  };

  const touches = (notice: Notice, tags: readonly string[]) =>
    notice.kind === '*' ||
    tags.some(
      (tag) =>
        tag === notice.kind ||
        (notice.ids === null
          ? tag.startsWith(`${notice.kind}:`)
          : notice.ids.some((id) => tag === `${notice.kind}:${id}`)),
    );

  const stop = bus.subscribe((notice) => {
    seq += 1;
    log.push({ seq, notice });
    if (log.length > LOG_SIZE) log.shift();
    if (notice.kind === '*') {
      entries.clear();
      byTag.clear();
    } else if (notice.ids === null) {
      for (const [key, entry] of entries) if (touches(notice, entry.tags)) remove(key);
    } else {
      for (const tag of [notice.kind, ...notice.ids.map((id) => `${notice.kind}:${id}`)]) {
        const keys = byTag.get(tag);
        if (keys) for (const key of [...keys]) remove(key);
      }
    }
  });

  /** Whether a value with `tags`, read from when the sequence was `since`, may be kept. */
  const keepable = (since: number, tags: readonly string[]) => {
    if (seq === since) return true;
    const first = log[0];
    if (!first || first.seq > since + 1) return false;
    return !log.some((l) => l.seq > since && touches(l.notice, tags));
  };

  return {
    async get(key, load) {
      const hit = entries.get(key);
      if (hit) {
        // Most recently used last: Map keeps insertion order.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value;
      }
      const since = seq;
      const live = bus.live();
      const value = await load();
      if (value === undefined || !live || !bus.live()) return value;
      const tags = tagsOf(value);
      if (!keepable(since, tags)) return value;
      remove(key);
      entries.set(key, { value, tags });
      for (const tag of tags) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
      while (entries.size > max) {
        const oldest = entries.keys().next().value as string;
        remove(oldest);
      }
      return value;
    },
    delete: remove,
    get size() {
      return entries.size;
    },
    close: stop,
  };
}

// The caches of a database's root handle (openDatabase registers its bus), found from the handle that
// repositories are given. A transaction's handle has none: inside a transaction the rows are read as they
// are, uncommitted writes of its own included.
const buses = new WeakMap<object, NoticeBus>();
const caches = new WeakMap<object, Map<string, NoticeCache<unknown>>>();

/** Makes `db` (a database's root handle) find caches fed by `bus`. */
export function registerNoticeBus(db: object, bus: NoticeBus): void {
  buses.set(db, bus);
}

type Tagged<V> = { value: V; tags: readonly string[] };

/** The cache `name` of the database whose root handle is `db`; undefined for a transaction's handle. */
function cacheOf<V>(db: object, name: string, max: number): NoticeCache<Tagged<V>> | undefined {
  const bus = buses.get(db);
  if (!bus) return undefined;
  let byName = caches.get(db);
  if (!byName) caches.set(db, (byName = new Map<string, NoticeCache<unknown>>()));
  let cache = byName.get(name) as NoticeCache<Tagged<V>> | undefined;
  if (!cache) {
    cache = noticeCache<Tagged<V>>(bus, { max, tagsOf: (entry) => entry.tags });
    byName.set(name, cache);
  }
  return cache;
}

/**
 * The value of `name` read through the cache of `db` (one entry, tagged `tag`: a notice of its kind drops
 * it), as a copy callers may change; read by `load` every time on a transaction's handle.
 */
export async function cachedRead<V>(
  db: object,
  name: string,
  tag: string,
  load: () => Promise<V>,
): Promise<V> {
  const cache = cacheOf<V>(db, name, 1);
  if (!cache) return load();
  const entry = await cache.get(name, async () => ({ value: await load(), tags: [tag] }));
  return structuredClone((entry as Tagged<V>).value);
}

/**
 * Entry `key` of the cache `name` of `db` (at most `max` entries), as a copy; `load` reads it and says its
 * tags (undefined: there is nothing, and nothing is kept). Read by `load` every time on a transaction's handle.
 */
export async function cachedEntry<V>(
  db: object,
  name: string,
  max: number,
  key: string,
  load: () => Promise<{ value: V; tags: readonly string[] } | undefined>,
): Promise<V | undefined> {
  const cache = cacheOf<V>(db, name, max);
  if (!cache) return (await load())?.value;
  const entry = await cache.get(key, load);
  return entry && structuredClone(entry.value);
}

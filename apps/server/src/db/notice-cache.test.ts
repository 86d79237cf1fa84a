// The per-instance cache's rules: which notices drop which entries, and that a read overtaken by a notice
// touching it is not kept. Fed by a bus the test drives.
import { describe, expect, it } from 'vitest';
import { noticeCache } from './notice-cache.js';
import type { Notice, NoticeBus } from './notices.js';

function testBus() {
  const listeners = new Set<(notice: Notice) => void>();
  const bus: NoticeBus = {
    live: () => true,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ready: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
  const send = (notice: Notice) => {
    for (const listener of listeners) listener(notice);
  };
  return { bus, send };
}

/** A cache whose values are their own tags, with a count of loads per key. */
function cacheOf(bus: NoticeBus) {
  const loads = new Map<string, number>();
  const cache = noticeCache<readonly string[]>(bus, { max: 10, tagsOf: (tags) => tags });
  const read = (key: string, tags: readonly string[]) =>
    cache.get(key, async () => {
      loads.set(key, (loads.get(key) ?? 0) + 1);
      return tags;
    });
  return { cache, read, loads: (key: string) => loads.get(key) ?? 0 };
}

describe('noticeCache', () => {
  it('drops an entry on a notice of its kind and id, of its kind with no ids, or of everything', async () => {
    const { bus, send } = testBus();
    const { read, loads } = cacheOf(bus);
    await read('a', ['user:1']);
    await read('a', ['user:1']);
    expect(loads('a')).toBe(1);
    send({ kind: 'user', ids: ['2'] });
    await read('a', ['user:1']);
    expect(loads('a')).toBe(1);
    send({ kind: 'user', ids: ['1'] });
    await read('a', ['user:1']);
    expect(loads('a')).toBe(2);
    send({ kind: 'user', ids: null });
    await read('a', ['user:1']);
    expect(loads('a')).toBe(3);
    send({ kind: '*', ids: null });
    await read('a', ['user:1']);
    expect(loads('a')).toBe(4);
  });

  it('drops an entry tagged with a bare kind on any notice of that kind, and on no other', async () => {
    const { bus, send } = testBus();
    const { read, loads } = cacheOf(bus);
    await read('counts', ['request', 'task']);
    send({ kind: 'user', ids: ['7'] });
    await read('counts', ['request', 'task']);
    expect(loads('counts')).toBe(1);
    send({ kind: 'request', ids: ['7'] });
    await read('counts', ['request', 'task']);
    expect(loads('counts')).toBe(2);
    send({ kind: 'task', ids: null });
    await read('counts', ['request', 'task']);
    expect(loads('counts')).toBe(3);
  });

  it('does not keep a value read while a notice touching it arrived', async () => {
    const { bus, send } = testBus();
    const { cache } = cacheOf(bus);
    let loads = 0;
    const load = async () => {
      loads += 1;
      if (loads === 1) send({ kind: 'request', ids: ['3'] }); // the write committed during the read
      return ['request'] as const;
    };
    await cache.get('k', load);
    await cache.get('k', load);
    expect(loads).toBe(2);
    await cache.get('k', load);
    expect(loads).toBe(2);
  });
});

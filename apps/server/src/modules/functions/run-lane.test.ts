import { describe, expect, it } from 'vitest';
import { nextTurn } from './run-lane.js';

/** Keeps the thread busy for `ms`, as a slice of a runaway loop does. */
function busy(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe('the lane of long runs', () => {
  it('lets one slice go per turn of the event loop, however many runs wait', async () => {
    const order: string[] = [];
    let done = false;
    const run = async (name: string) => {
      for (let slice = 0; slice < 20; slice += 1) {
        busy(0.3);
        order.push(name);
        await nextTurn();
      }
    };
    // An observer that ticks once per turn of the loop (its own setImmediate chain).
    const observe = () => {
      if (done) return;
      order.push('|');
      setImmediate(observe);
    };
    setImmediate(observe);
    await Promise.all([run('a'), run('b'), run('c')]);
    done = true;
    const turns = order.join('').split('|').slice(1, -1);
    expect(turns.length).toBeGreaterThan(40);
    expect(turns.filter((slices) => slices.length > 1)).toEqual([]);
    // First come, first served: each run gets its turns in rotation.
    expect(
      order
        .filter((x) => x !== '|')
        .slice(3, 12)
        .join(''),
    ).toMatch(/^(abc|bca|cab)+$/);
  });
});

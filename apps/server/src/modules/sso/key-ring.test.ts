import { describe, expect, it } from 'vitest';
import { keyRingCache } from './key-ring.js';

/** A key table whose generations a test sets, counting reads and builds. */
function ring(first = '1') {
  const state = { generations: first, reads: 0, builds: 0, failNext: false, clock: 0 };
  const use = keyRingCache(
    async () => {
      state.reads += 1;
      return state.generations;
    },
    async () => {
      state.builds += 1;
      if (state.failNext) {
        state.failNext = false;
        throw new Error('build failed');
      }
      // The first start writes generation 1 while building.
      if (state.generations === '') state.generations = '1';
      return { value: `built on ${state.generations}`, generations: state.generations };
    },
    () => state.clock,
  );
  return { state, use };
}

describe('what a process builds from the keys in force', () => {
  it('is built once and kept while the generations in force stay, read on every use', async () => {
    const { state, use } = ring();
    expect(await use()).toBe('built on 1');
    expect(await use()).toBe('built on 1');
    expect(state).toMatchObject({ reads: 2, builds: 1 });
  });

  it('is built again on the first use after another instance rotated', async () => {
    const { state, use } = ring();
    await use();
    state.generations = '2,1';
    expect(await use()).toBe('built on 2,1');
    expect(await use()).toBe('built on 2,1');
    expect(state.builds).toBe(2);
  });

  it('is built once at the first start, where the build itself writes the first key', async () => {
    const { state, use } = ring('');
    expect(await use()).toBe('built on 1');
    expect(await use()).toBe('built on 1');
    expect(state.builds).toBe(1);
  });

  it('serves uses that arrive together with one read and one build', async () => {
    const { state, use } = ring();
    const answers = await Promise.all([use(), use(), use()]);
    expect(answers).toEqual(['built on 1', 'built on 1', 'built on 1']);
    expect(state).toMatchObject({ reads: 1, builds: 1 });
    state.generations = '2,1';
    expect(await Promise.all([use(), use()])).toEqual(['built on 2,1', 'built on 2,1']);
    expect(state.builds).toBe(2);
  });

  it('lets a use that accepts an older check skip the read within that age, not beyond it', async () => {
    const { state, use } = ring();
    await use();
    state.generations = '2,1';
    state.clock = 4000;
    expect(await use(5000)).toBe('built on 1');
    expect(state.reads).toBe(1);
    state.clock = 5001;
    expect(await use(5000)).toBe('built on 2,1');
    expect(state.reads).toBe(2);
  });

  it('tries a failed build again on the next use', async () => {
    const { state, use } = ring();
    state.failNext = true;
    await expect(use()).rejects.toThrow('build failed');
    expect(await use()).toBe('built on 1');
  });
});

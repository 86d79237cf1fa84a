import { describe, expect, it } from 'vitest';
import { CLOCK_CHECK_INTERVAL } from '../limits.js';
import { errorOf } from '../testing/eval-helpers.js';
import { createBudget } from './budget.js';

describe('createBudget', () => {
  it('counts steps and refuses the step past maxSteps with a Persian message', () => {
    const budget = createBudget({ maxSteps: 10, now: () => 0 });
    budget.step(10);
    expect(budget.steps).toBe(10);
    expect(() => budget.step()).toThrow('۱۰ گام');
  });

  it('reads the clock once every CLOCK_CHECK_INTERVAL steps and stops after the deadline', () => {
    let reads = 0;
    let time = 0;
    const budget = createBudget({
      timeMs: 50,
      now: () => {
        reads += 1;
        return time;
      },
    });
    expect(reads).toBe(1);
    for (let i = 0; i < CLOCK_CHECK_INTERVAL * 3; i += 1) budget.step();
    expect(reads).toBe(4);
    time = 51;
    expect(() => {
      for (let i = 0; i < CLOCK_CHECK_INTERVAL; i += 1) budget.step();
    }).toThrow('۵۰ میلی‌ثانیه');
  });

  it('checkTime reads the clock at once', () => {
    let time = 0;
    const budget = createBudget({ timeMs: 5, now: () => time });
    budget.checkTime();
    time = 6;
    expect(() => budget.checkTime()).toThrow('میلی‌ثانیه');
  });

  it('makes every evaluated node pay a step', () => {
    const budget = createBudget({ maxSteps: 4, now: () => 0 });
    // 1 + 2 + 3 is five nodes.
    expect(errorOf('1 + 2 + 3', {}, budget)).toContain('گام');
  });

  it('makes built-ins pay for the size they touch', () => {
    const budget = createBudget({ maxSteps: 100, now: () => 0 });
    expect(errorOf('len(s)', { s: 'x'.repeat(64 * 200) }, budget)).toContain('گام');
  });
});

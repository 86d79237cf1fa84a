// Checking an instant the server stamped ("now", or now plus a grace) without a stopwatch: it lies
// between the instants before and after the work that stamped it, however long that work took. A margin
// around Date.now() taken afterwards measures the machine too, and a busy one outruns it.
import { expect } from 'vitest';

/** The time span (ms since the epoch) `work` ran in, with what it answered. */
export async function timeSpan<T>(work: () => Promise<T>): Promise<{ value: T; from: number; to: number }> {
  const from = Date.now();
  const value = await work();
  return { value, from, to: Date.now() };
}

/**
 * Expects `instant` (ms since the epoch; seconds when `unit` is 's', as JWT times are) to lie in `span`
 * moved by `offsetMs`.
 */
export function expectInSpan(
  instant: number | undefined,
  span: { from: number; to: number },
  { offsetMs = 0, unit = 'ms' }: { offsetMs?: number; unit?: 'ms' | 's' } = {},
): void {
  const scale = unit === 's' ? 1000 : 1;
  const range = [Math.floor((span.from + offsetMs) / scale), Math.ceil((span.to + offsetMs) / scale)];
  expect(instant, `between ${range[0]} and ${range[1]}`).toBeGreaterThanOrEqual(range[0]!);
  expect(instant, `between ${range[0]} and ${range[1]}`).toBeLessThanOrEqual(range[1]!);
}

import { describe, expect, it } from 'vitest';
import { addressOf, phoneJourney, publicPaths, sweep, WIDTH } from '../fixtures/phone-width.js';

const j = phoneJourney();

describe('a visitor on a 360 px phone', () => {
  it.each(publicPaths)('fits and passes axe: %s', async (path) => {
    // A context of its own per page: signed out, and axe needs one made with newContext.
    const context = await j.context(false);
    try {
      const { address, width, violations } = await sweep(
        j,
        await context.newPage(),
        addressOf(path, j.ids),
        'public',
      );
      expect({ address, width, violations }).toEqual({ address, width: expect.any(Number), violations: [] });
      expect(width, address).toBeLessThanOrEqual(WIDTH);
    } finally {
      await context.close();
    }
  });
});

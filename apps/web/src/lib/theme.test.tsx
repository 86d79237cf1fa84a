import { render } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { describe, expect, it } from 'vitest';
import { createRtlCache, LTR_DIRECTION } from './theme';

/** The CSS the app's RTL cache inserted for `sx`. */
function cssOf(sx: object): string {
  const cache = createRtlCache();
  for (const style of document.head.querySelectorAll(`style[data-emotion^="${cache.key}"]`)) style.remove();
  render(
    <CacheProvider value={cache}>
      <Box sx={sx} />
    </CacheProvider>,
  );
  return [...document.head.querySelectorAll(`style[data-emotion^="${cache.key}"]`)]
    .map((style) => style.textContent)
    .join('\n');
}

describe('the RTL cache', () => {
  it('flips a plain ltr direction to rtl (why sx never says direction: ltr)', () => {
    // eslint-disable-next-line no-restricted-syntax -- the very mistake the rule forbids, shown to happen
    expect(cssOf({ direction: 'ltr' })).toContain('direction:rtl');
  });

  it('keeps LTR_DIRECTION left to right, in nested selectors too', () => {
    const css = cssOf({ '& pre': { direction: LTR_DIRECTION }, paddingLeft: 1 });
    expect(css).toMatch(/pre\{direction:ltr/);
    expect(css).not.toContain('direction:rtl');
    // Everything else is still flipped.
    expect(css).toContain('padding-right');
  });
});

import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ParallaxBand } from './parallax-band';

// jsdom has no layout, so no IntersectionObserver: this stand-in lets the test say when the band nears
// the viewport, the one thing the browser would report.
let report: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
let disconnected = 0;
class FakeObserver {
  constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    report = callback;
  }
  observe() {}
  disconnect() {
    disconnected += 1;
  }
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('innerWidth', 412);
  vi.stubGlobal('devicePixelRatio', 2);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  report = undefined;
  disconnected = 0;
});

const ID = '0123456789abcdef0123456789abcdef';

describe('the parallax band', () => {
  it('has no photo, so loads none, until it nears the viewport', () => {
    render(<ParallaxBand id={ID} />);
    const band = screen.getByTestId('home-parallax');
    expect(band.style.backgroundImage).toBe('');
    act(() => report?.([{ isIntersecting: false }]));
    expect(band.style.backgroundImage).toBe('');
    act(() => report?.([{ isIntersecting: true }]));
    // 412 CSS pixels at density 2 need 824 device pixels: the 1200 copy covers them.
    expect(band.style.backgroundImage).toBe(`url("/api/v1/download/${ID}?w=1200")`);
    expect(disconnected).toBeGreaterThan(0);
  });

  it('shows the photo at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<ParallaxBand id={ID} />);
    expect(screen.getByTestId('home-parallax').style.backgroundImage).toContain(`${ID}?w=1200`);
  });
});

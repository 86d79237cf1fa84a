import { TOUR_ANIMATION_MS } from '@darvazeh/shared';
import { driverOptions, type TourStep } from './tour-steps';

// How long the tour waits for a step's target that is not on the page yet (the navbar's profile menu is
// loaded after the page, for a signed-in user only).
const TARGET_WAIT_MS = 5000;

const selectorOf = (step: TourStep) => `[data-tour="${step.target}"]`;

/** Resolves once every step's target is on the page, or after `timeoutMs`, whichever comes first. */
function whenTargetsPresent(steps: readonly TourStep[], timeoutMs: number): Promise<void> {
  const allPresent = () => steps.every((step) => document.querySelector(selectorOf(step)) !== null);
  if (allPresent()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new MutationObserver(() => allPresent() && done());
    const timer = setTimeout(done, timeoutMs);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-tour'],
    });
  });
}

/**
 * Runs the tour over the steps whose targets are on the page (waiting a moment for late ones). driver.js
 * and its CSS load only now, so a visitor who never takes the tour never downloads them. Resolves when
 * the tour closes.
 */
export async function runTour(steps: readonly TourStep[]): Promise<void> {
  const [{ driver }] = await Promise.all([
    import('driver.js'),
    import('driver.js/dist/driver.css'),
    import('./tour.css'),
  ]);
  document.documentElement.style.setProperty('--driver-animation-duration', `${TOUR_ANIMATION_MS}ms`);
  await whenTargetsPresent(steps, TARGET_WAIT_MS);
  const present = steps.filter((step) => document.querySelector(selectorOf(step)) !== null);
  if (present.length === 0) return;
  await new Promise<void>((resolve) => {
    const tour = driver({
      ...driverOptions,
      popoverClass: 'darvazeh-tour',
      onDestroyed: () => resolve(),
      steps: present.map((step) => ({
        element: selectorOf(step),
        popover: { title: step.title, description: step.description },
      })),
    });
    tour.drive();
  });
}

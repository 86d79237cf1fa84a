import { TOUR_ANIMATION_MS } from '@darvazeh/shared';
import { driverOptions, type TourStep } from './tour-steps';

/**
 * Runs the tour over the steps whose targets are on the page. driver.js and its CSS load only now, so
 * a visitor who never takes the tour never downloads them. Resolves when the tour closes.
 */
export async function runTour(steps: readonly TourStep[]): Promise<void> {
  const [{ driver }] = await Promise.all([
    import('driver.js'),
    import('driver.js/dist/driver.css'),
    import('./tour.css'),
  ]);
  document.documentElement.style.setProperty('--driver-animation-duration', `${TOUR_ANIMATION_MS}ms`);
  const present = steps.filter((step) => document.querySelector(`[data-tour="${step.target}"]`) !== null);
  if (present.length === 0) return;
  await new Promise<void>((resolve) => {
    const tour = driver({
      ...driverOptions,
      popoverClass: 'darvazeh-tour',
      onDestroyed: () => resolve(),
      steps: present.map((step) => ({
        element: `[data-tour="${step.target}"]`,
        popover: { title: step.title, description: step.description },
      })),
    });
    tour.drive();
  });
}

import { TOUR_OVERLAY_OPACITY, TOUR_STAGE_PADDING, VALIDATION_MESSAGES } from '@darvazeh/shared';
import { commonMessages, routeNames, shellMessages } from '../../lib/messages';

const text = shellMessages.tour;

/** One step of the guided tour: the element it points at (a data-tour name) and what it says. */
export type TourStep = { target: string; title: string; description: string };

/** The home page tour, in order; the profile step asks for a signature when the user has none. */
export function homeTourSteps({
  isLoggedIn,
  hasSignature,
}: {
  isLoggedIn: boolean;
  hasSignature: boolean;
}): TourStep[] {
  const steps: TourStep[] = [
    {
      target: 'site-title',
      title: text.welcome,
      description: text.siteTitle,
    },
    {
      target: 'home-link',
      title: routeNames.home,
      description: text.homeLink,
    },
  ];
  if (isLoggedIn) {
    steps.push({
      target: 'profile-menu',
      title: text.account,
      description: hasSignature
        ? text.accountMenu
        : `${VALIDATION_MESSAGES.noSignature} ${text.profileInMenu}`,
    });
  }
  return steps;
}

/** driver.js options from SPEC §9 (animation 400 ms is driver.css's --driver-animation-duration). */
export const driverOptions = {
  animate: true,
  overlayOpacity: TOUR_OVERLAY_OPACITY,
  stagePadding: TOUR_STAGE_PADDING,
  showProgress: true,
  allowClose: true,
  nextBtnText: commonMessages.next,
  prevBtnText: commonMessages.previous,
  doneBtnText: commonMessages.close,
  progressText: text.progress,
} as const;

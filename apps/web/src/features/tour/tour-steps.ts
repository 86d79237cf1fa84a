import { TOUR_OVERLAY_OPACITY, TOUR_STAGE_PADDING } from '@darvazeh/shared';

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
      title: 'خوش آمدید',
      description: 'این نشان و عنوان سامانه است؛ با آن همیشه به صفحه اصلی برمی‌گردید.',
    },
    {
      target: 'home-link',
      title: 'صفحه اصلی',
      description: 'اخبار و سامانه‌های دانشگاه را در صفحه اصلی ببینید.',
    },
  ];
  if (isLoggedIn) {
    steps.push({
      target: 'profile-menu',
      title: 'حساب کاربری',
      description: hasSignature
        ? 'پروفایل، تغییر رمز عبور، تاریخچه ورود و خروج از سامانه از این منو در دسترس است.'
        : 'برای ارجاع و ثبت درخواست، ابتدا امضای خود را در پروفایل ثبت کنید. پروفایل از این منو در دسترس است.',
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
  nextBtnText: 'بعدی',
  prevBtnText: 'قبلی',
  doneBtnText: 'بستن',
  progressText: '{{current}} از {{total}}',
} as const;

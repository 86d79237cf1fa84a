import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { SCROLL_THRESHOLD_PX } from '@darvazeh/shared';
import { SignInIcon } from '../../components/site/icons';
import { LinkButton } from '../../components/site/link-button';
import { hasSignedInHint } from '../../features/identity/api/get-profile';
import { NavbarMenu } from '../../features/menus/components/navbar-menu';
import { SiteLogo } from '../../features/settings/components/site-logo';
import { useRegistrationOpen } from '../../features/settings/hooks/use-registration-open';
import { useSiteTitle } from '../../features/settings/hooks/use-site-settings';
import { useIsLoggedIn } from '../../lib/session-store';
import { useScrolledPast } from '../../lib/use-scrolled-past';
import styles from './site-navbar.module.css';
import { routeNames, shellMessages } from '../../lib/messages';

// The profile dropdown is MUI (shared with the panel): it loads only for a signed-in user, and starts
// loading with the page when the signed-in hint cookie says so, beside the profile call.
const loadProfileMenu = () => import('./site-profile-menu');
const SiteProfileMenu = lazy(loadProfileMenu);
if (hasSignedInHint()) void loadProfileMenu();

/**
 * The public navbar: logo and title, home link, the site menu, and the profile dropdown when signed in
 * or the sign-in button otherwise («ورود / ثبت‌نام» while registration is open, else «ورود»); it darkens
 * after 50 px of scrolling. Plain HTML and CSS, no MUI:
 * it is on the visitor's first page.
 */
export function SiteNavbar() {
  const title = useSiteTitle();
  const isLoggedIn = useIsLoggedIn();
  const isScrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const isRegistrationOpen = useRegistrationOpen();
  return (
    <header className={styles.bar} data-scrolled={isScrolled}>
      <div className={styles.toolbar}>
        <Link to="/" data-tour="site-title" className={styles.brand}>
          <SiteLogo />
          <span className={styles.title}>{title}</span>
        </Link>
        <LinkButton to="/" data-tour="home-link" className={styles.homeLink}>
          {routeNames.home}
        </LinkButton>
        <NavbarMenu />
        <div className={styles.spacer} />
        {isLoggedIn ? (
          <Suspense fallback={<span className={styles.profileSlot} />}>
            <SiteProfileMenu />
          </Suspense>
        ) : (
          <LinkButton to="/login" variant="contained" color="secondary">
            <SignInIcon size={20} />
            {isRegistrationOpen ? shellMessages.navbar.loginRegister : routeNames.login}
          </LinkButton>
        )}
      </div>
    </header>
  );
}

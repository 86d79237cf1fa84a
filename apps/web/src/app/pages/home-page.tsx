import { Navigate } from 'react-router';
import { HERO_IMAGE_SIZES } from '@darvazeh/shared';
import { LinkButton } from '../../components/site/link-button';
import { LatestNews } from '../../features/news/components/latest-news';
import { HomeSystems } from '../../features/sso/components/home-systems';
import { useGeneralSettings } from '../../features/settings/api/general-settings';
import { useSiteSettings, useSiteTitle } from '../../features/settings/hooks/use-site-settings';
import { useProfile } from '../../features/identity/api/get-profile';
import { useHomeTour } from '../../features/tour/use-home-tour';
import { responsiveImage } from '../../lib/file-urls';
import { useIsLoggedIn } from '../../lib/session-store';
import { ParallaxBand } from './parallax-band';
import styles from './home-page.module.css';
import { commonMessages, shellMessages } from '../../lib/messages';

/**
 * The home page: the hero (firstHero image, title, the way in), the connected systems (shaped by the
 * general setting displaySystemsBaseOn), latest news, the parallax band (the
 * settings' parallex, whose image stays put while the page scrolls on wide screens). Plain HTML and CSS,
 * no MUI: it is the visitor's first page, and its speed is measured (BENCHMARKS.md, lighthouse).
 * When the settings say the main page does not exist, people go straight to their panel or sign-in.
 */
export default function HomePage() {
  const title = useSiteTitle();
  const settings = useSiteSettings();
  const isLoggedIn = useIsLoggedIn();
  const general = useGeneralSettings().data;
  const profile = useProfile();
  useHomeTour(profile);
  if (!settings.mainPageExistance) return <Navigate to={isLoggedIn ? '/panel' : '/login'} replace />;
  const hero = general?.get('firstHero');
  const parallax = general?.get('parallex');
  return (
    <>
      <div data-testid="home-hero" className={hero ? `${styles.hero} ${styles.withPhoto}` : styles.hero}>
        {hero && (
          // Decorative: the heading says what the page is. The page preloads the same srcset (server).
          <img
            {...responsiveImage(hero)}
            sizes={HERO_IMAGE_SIZES}
            alt=""
            fetchPriority="high"
            data-testid="home-hero-image"
            className={styles.heroImage}
          />
        )}
        <div className={styles.heroInner}>
          <h1 className={styles.heading}>{shellMessages.home.welcome(title)}</h1>
          <p className={styles.intro}>
            {isLoggedIn ? shellMessages.home.introSignedIn : shellMessages.home.intro}
          </p>
          <LinkButton
            to={isLoggedIn ? '/panel' : '/login'}
            variant="contained"
            color="secondary"
            size="large"
          >
            {isLoggedIn ? shellMessages.home.panel : commonMessages.signIn}
          </LinkButton>
        </div>
      </div>
      <div className={styles.systems}>
        <HomeSystems />
      </div>
      <div className={styles.news}>
        <LatestNews />
      </div>
      {parallax && <ParallaxBand id={parallax} />}
    </>
  );
}

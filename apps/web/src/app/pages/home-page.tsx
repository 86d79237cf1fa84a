import { Navigate } from 'react-router';
import { LinkButton } from '../../components/site/link-button';
import { LatestNews } from '../../features/news/components/latest-news';
import { HomeSystems } from '../../features/sso/components/home-systems';
import { useGeneralSettings } from '../../features/settings/api/general-settings';
import { useSiteSettings, useSiteTitle } from '../../features/settings/hooks/use-site-settings';
import { useHomeTour } from '../../features/tour/use-home-tour';
import { fileUrl } from '../../lib/file-urls';
import { messages } from '../../lib/messages';
import { useIsLoggedIn } from '../../lib/session-store';
import styles from './home-page.module.css';

// The hero image is darkened so the white title stays readable over any photo.
const HERO_SHADE = 'linear-gradient(rgba(40, 10, 60, 0.55), rgba(40, 10, 60, 0.55))';

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
  useHomeTour();
  if (!settings.mainPageExistance) return <Navigate to={isLoggedIn ? '/panel' : '/login'} replace />;
  const hero = general?.get('firstHero');
  const parallax = general?.get('parallex');
  return (
    <>
      <div
        data-testid="home-hero"
        className={styles.hero}
        style={
          hero
            ? { background: `${HERO_SHADE}, center / cover no-repeat url("${fileUrl(hero, 'download')}")` }
            : undefined
        }
      >
        <div className={styles.heroInner}>
          <h1 className={styles.heading}>{messages.home.welcome(title)}</h1>
          <p className={styles.intro}>{messages.home.intro}</p>
          <LinkButton
            to={isLoggedIn ? '/panel' : '/login'}
            variant="contained"
            color="secondary"
            size="large"
          >
            {isLoggedIn ? messages.home.panel : messages.home.login}
          </LinkButton>
        </div>
      </div>
      <div className={styles.systems}>
        <HomeSystems />
      </div>
      <div className={styles.news}>
        <LatestNews />
      </div>
      {parallax && (
        <div
          data-testid="home-parallax"
          className={styles.parallax}
          style={{ backgroundImage: `url("${fileUrl(parallax, 'download')}")` }}
        />
      )}
    </>
  );
}

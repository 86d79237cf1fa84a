import { Outlet } from 'react-router';
import { useFrameKillSwitch } from '../../lib/frame-kill-switch';
import { SiteFooter } from './site-footer';
import { SiteNavbar } from './site-navbar';
import styles from './index-layout.module.css';

/**
 * The public frame: navbar, the page, footer. It loads no MUI, so the visitor's home page is light; its
 * other pages (403, not found) bring their MUI frame with them.
 */
export default function IndexLayout() {
  useFrameKillSwitch();
  return (
    <div className={styles.frame}>
      <SiteNavbar />
      <main className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}

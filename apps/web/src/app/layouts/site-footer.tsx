import { toPersianDigits } from '@darvazeh/shared';
import { SiteLogo } from '../../features/settings/components/site-logo';
import { useSiteSettings, useSiteTitle } from '../../features/settings/hooks/use-site-settings';
import styles from './site-footer.module.css';
import { commonMessages, shellMessages } from '../../lib/messages';

/** One labelled line of the footer, shown only when the setting has a value. */
function FooterLine({ label, value, ltr = false }: { label: string; value: string; ltr?: boolean }) {
  if (value.trim() === '') return null;
  return (
    <p className={styles.line}>
      {label}:{' '}
      <span dir={ltr ? 'ltr' : undefined} className={styles.value}>
        {toPersianDigits(value)}
      </span>
    </p>
  );
}

/**
 * The public footer from the settings: title, logos, address, phone, postal code and box, developer,
 * owner. Plain HTML and CSS: it is on the visitor's first page.
 */
export function SiteFooter() {
  const title = useSiteTitle();
  const settings = useSiteSettings();
  const f = shellMessages.footer;
  return (
    <footer data-testid="site-footer" className={styles.footer}>
      <div className={styles.columns}>
        <div className={styles.brand}>
          {settings.footerLogo !== null && <SiteLogo which="footerLogo" size={56} />}
          <SiteLogo which="footerExtraLogo" size={56} />
          <p className={styles.title}>{title}</p>
        </div>
        <div className={styles.lines}>
          <FooterLine label={f.address} value={settings.footerAddress} />
          <FooterLine label={f.phone} value={settings.footerPhone} ltr />
          <FooterLine label={commonMessages.postalCode} value={settings.footerPostalCode} ltr />
          <FooterLine label={f.postalBox} value={settings.footerPostalBox} ltr />
        </div>
        <div className={styles.lines}>
          <FooterLine label={f.owner} value={settings.footerOwner} />
          <FooterLine label={f.developer} value={settings.footerDeveloper} />
          <p className={styles.line}>{f.rights(title)}</p>
          {settings.version && <p className={styles.version}>{f.version(settings.version)}</p>}
        </div>
      </div>
    </footer>
  );
}

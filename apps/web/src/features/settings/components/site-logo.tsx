import { imageUrl } from '../../../lib/file-urls';
import { useSiteSettings } from '../hooks/use-site-settings';
import { commonMessages } from '../../../lib/messages';

type Which = 'mainLogo' | 'loginLogo' | 'footerLogo' | 'footerExtraLogo';

/**
 * A logo from the settings (the main logo by default), or the portal's own mark when none is set. A
 * plain image (no MUI): the visitor's navbar and footer show it.
 */
export function SiteLogo({ size = 40, which = 'mainLogo' }: { size?: number; which?: Which }) {
  const settings = useSiteSettings();
  const id = settings[which] ?? (which === 'loginLogo' ? settings.mainLogo : null);
  if (which === 'footerExtraLogo' && id === null) return null;
  return (
    <img
      src={id === null ? '/favicon.svg' : imageUrl(id, 480)}
      alt={commonMessages.systemLogo}
      // The box it is drawn in before it loads (no layout shift); a wider logo keeps its width: auto.
      width={size}
      height={size}
      data-testid={`site-logo-${which}`}
      style={{ height: size, maxWidth: size * 3, width: 'auto', display: 'block', objectFit: 'contain' }}
    />
  );
}

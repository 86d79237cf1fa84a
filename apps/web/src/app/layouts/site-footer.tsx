import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SiteLogo } from '../../features/settings/components/site-logo';
import { useSiteSettings, useSiteTitle } from '../../features/settings/hooks/use-site-settings';
import { toPersianDigits } from '@darvazeh/shared';
import { messages } from '../../lib/messages';

/** One labelled line of the footer, shown only when the setting has a value. */
function FooterLine({ label, value, ltr = false }: { label: string; value: string; ltr?: boolean }) {
  if (value.trim() === '') return null;
  return (
    <Typography variant="body2" component="p">
      {label}:{' '}
      <Box component="span" dir={ltr ? 'ltr' : undefined} sx={{ unicodeBidi: 'isolate' }}>
        {toPersianDigits(value)}
      </Box>
    </Typography>
  );
}

/** The public footer from the settings: title, logos, address, phone, postal code and box, developer, owner. */
export function SiteFooter() {
  const title = useSiteTitle();
  const settings = useSiteSettings();
  const f = messages.footer;
  return (
    <Box
      component="footer"
      data-testid="site-footer"
      sx={{ bgcolor: 'grey.900', color: 'grey.300', py: 4, mt: 'auto' }}
    >
      <Container sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 3fr 2fr' } }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          {settings.footerLogo !== null && <SiteLogo which="footerLogo" size={56} />}
          <SiteLogo which="footerExtraLogo" size={56} />
          <Typography variant="subtitle1" component="p" color="common.white" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gap: 0.5, alignContent: 'start' }}>
          <FooterLine label={f.address} value={settings.footerAddress} />
          <FooterLine label={f.phone} value={settings.footerPhone} ltr />
          <FooterLine label={f.postalCode} value={settings.footerPostalCode} ltr />
          <FooterLine label={f.postalBox} value={settings.footerPostalBox} ltr />
        </Box>
        <Box sx={{ display: 'grid', gap: 0.5, alignContent: 'start' }}>
          <FooterLine label={f.owner} value={settings.footerOwner} />
          <FooterLine label={f.developer} value={settings.footerDeveloper} />
          <Typography variant="body2" component="p">
            {f.rights(title)}
          </Typography>
          {settings.version && (
            <Typography variant="caption" component="p">
              {f.version(settings.version)}
            </Typography>
          )}
        </Box>
      </Container>
    </Box>
  );
}

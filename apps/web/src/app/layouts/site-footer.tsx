import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useConf, useSiteTitle } from '../../lib/conf';
import { messages } from '../../lib/messages';

/** The public footer: title, rights and version; the settings' address and logos join it later. */
export function SiteFooter() {
  const title = useSiteTitle();
  const { version } = useConf();
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.300', py: 3, mt: 'auto' }}>
      <Container
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          justifyContent: 'space-between',
          alignItems: 'center',
        }}
      >
        <Typography variant="subtitle1" component="p" color="common.white" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" component="p">
          {messages.footer.rights(title)}
        </Typography>
        {version && (
          <Typography variant="caption" component="p">
            {messages.footer.version(version)}
          </Typography>
        )}
      </Container>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PanelHome } from '../../features/requests/components/panel-home';
import { panelHomeMessages as text } from '../../lib/messages';
import { useMenuMode } from '../../lib/menu-mode';

/** `/panel`, the panel home (پیشخوان): what needs the person now, per role, each card a link to act. */
export default function PanelHomePage() {
  const mode = useMenuMode();
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <div>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {text.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {text.subtitle}
        </Typography>
      </div>
      <PanelHome mode={mode} />
    </Box>
  );
}

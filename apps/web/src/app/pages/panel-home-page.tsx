import Box from '@mui/material/Box';
import { PanelHome } from '../../features/requests/components/panel-home';
import { panelHomeMessages as text } from '../../lib/messages';
import { useMenuMode } from '../../lib/menu-mode';
import { HeadingWithHint } from '../../components/heading-with-hint';

/** `/panel`, the panel home (پیشخوان): what needs the person now, per role, each card a link to act. */
export default function PanelHomePage() {
  const mode = useMenuMode();
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <HeadingWithHint title={text.title} hint={text.subtitle} level="h1" variant="h5" />
      <PanelHome mode={mode} />
    </Box>
  );
}

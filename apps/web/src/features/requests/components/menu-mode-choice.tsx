import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AllInclusiveOutlined from '@mui/icons-material/AllInclusiveOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { MENU_MODES, type MenuMode } from '../../../lib/menu-mode';
import { panelEntryMessages as m } from '../../../lib/messages';

const icons = { applicant: AssignmentIndOutlined, provider: SupportAgentOutlined, all: AllInclusiveOutlined };

/** Three cards: the applicant, provider or full menu; the current one is marked. */
export function MenuModeChoice({
  current,
  onChoose,
}: {
  current: MenuMode;
  onChoose: (mode: MenuMode) => void;
}) {
  return (
    <Box
      role="list"
      aria-label={m.menuMode}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
    >
      {MENU_MODES.map((mode) => {
        const Icon = icons[mode];
        const isCurrent = mode === current;
        return (
          <Card
            key={mode}
            role="listitem"
            variant="outlined"
            sx={{ borderColor: isCurrent ? 'primary.main' : undefined, borderWidth: isCurrent ? 2 : 1 }}
          >
            <CardActionArea
              onClick={() => onChoose(mode)}
              data-testid={`menu-mode-${mode}`}
              sx={{ height: '100%' }}
            >
              <CardContent
                sx={{ display: 'grid', gap: 1, justifyItems: 'center', textAlign: 'center', py: 4 }}
              >
                <Icon color="primary" sx={{ fontSize: 48 }} />
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                  {m.modes[mode].title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {m.modes[mode].description}
                </Typography>
                {isCurrent && <Chip size="small" color="primary" label={m.current} />}
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Box>
  );
}

import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { panelHomeMessages as text } from '../../../lib/messages';
import { CardGrid } from '../../../components/card-grid';

/** One counter of the panel home: what it counts, how many, where they are, and whether it asks for action. */
export interface HomeCount {
  key: string;
  label: string;
  value: number;
  to: string;
  urgent?: boolean;
}

/** The panel home's counters, each a link to where its items are («۳ در جریان» read as one). */
export function HomeCounts({ counts }: { counts: readonly HomeCount[] }) {
  return (
    <CardGrid label={text.countsLabel} minColumn={150}>
      {counts.map(({ key, label, value, to, urgent }) => (
        <Card
          key={key}
          component="li"
          variant="outlined"
          sx={urgent && value > 0 ? { borderColor: 'secondary.main', borderWidth: 2 } : undefined}
        >
          <CardActionArea component={RouterLink} to={to} sx={{ p: 2, display: 'grid', gap: 0.5 }}>
            <Typography component="span" variant="h5" sx={{ fontWeight: 700 }}>
              {text.count(value)}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {label}
            </Typography>
          </CardActionArea>
        </Card>
      ))}
    </CardGrid>
  );
}

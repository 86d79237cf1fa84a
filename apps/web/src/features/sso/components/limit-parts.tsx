// Pieces every limit section of a system shares: the list of its rows and the allowed/denied choice.
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ssoMessages } from '../../../lib/messages';

const text = ssoMessages.limits;

/** One limit as listed: what it names (a person, role, unit or range) and whether it allows. */
export interface LimitRow {
  id: number;
  label: string;
  allowed: boolean;
  /** Addresses read left to right. */
  ltr?: boolean;
}

interface LimitListProps {
  rows: readonly LimitRow[] | undefined;
  onRemove: (id: number) => void;
  removing: boolean;
}

/** The limits of one kind, allowed ones first, each with its remove button. */
export function LimitList({ rows, onRemove, removing }: LimitListProps) {
  if (!rows) return null;
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {text.none}
      </Typography>
    );
  const sorted = [...rows].sort((a, b) => Number(b.allowed) - Number(a.allowed));
  return (
    <List dense disablePadding>
      {sorted.map((row) => (
        <ListItem
          key={row.id}
          disableGutters
          secondaryAction={
            <IconButton
              edge="end"
              aria-label={text.remove(row.label)}
              disabled={removing}
              onClick={() => onRemove(row.id)}
            >
              <DeleteOutlined />
            </IconButton>
          }
        >
          <Chip
            size="small"
            color={row.allowed ? 'success' : 'error'}
            variant="outlined"
            label={row.allowed ? text.allowed : text.denied}
            sx={{ me: 1, minWidth: 56 }}
          />
          <ListItemText
            primary={<bdi dir={row.ltr ? 'ltr' : undefined}>{row.label}</bdi>}
            sx={{ overflowWrap: 'anywhere', pe: 1 }}
          />
        </ListItem>
      ))}
    </List>
  );
}

interface AllowedFieldProps {
  value: boolean;
  onChange: (allowed: boolean) => void;
}

/** Allowed or denied, as a native select (simple for keyboards and screen readers). */
export function AllowedField({ value, onChange }: AllowedFieldProps) {
  return (
    <TextField
      select
      size="small"
      label={text.rule}
      value={value ? 'allowed' : 'denied'}
      onChange={(event) => onChange(event.target.value === 'allowed')}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 120 }}
    >
      <option value="allowed">{text.allowed}</option>
      <option value="denied">{text.denied}</option>
    </TextField>
  );
}

interface LimitPartProps {
  title: string;
  hint?: string;
  children: ReactNode;
  form: ReactNode;
}

/** One kind of limit: its heading, its rows, and the row of fields adding one. */
export function LimitPart({ title, hint, children, form }: LimitPartProps) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
      {children}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>{form}</Box>
    </Box>
  );
}

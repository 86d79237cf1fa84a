// Pieces every limit section of a system shares: the list of its rows, the allowed/denied choice and the
// row adding a limit.
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { ssoMessages } from '../../../lib/messages';
import { HeadingWithHint } from '../../../components/heading-with-hint';

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
function LimitList({ rows, onRemove, removing }: LimitListProps) {
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
function AllowedField({ value, onChange }: AllowedFieldProps) {
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
  /** The limits of this kind; undefined while they load. */
  rows: readonly LimitRow[] | undefined;
  /** Removes a limit of this kind by its id. */
  remove: { mutate: (id: number) => void; isPending: boolean };
  /** Adds the limit the fields name, allowing or denying as chosen (checking the fields first). */
  onAdd: (allowed: boolean) => void;
  adding: boolean;
  /** The fields naming what a new limit is about: a person or role, a unit, an address range. */
  children: ReactNode;
}

/**
 * One kind of limit: its heading, its rows, and the row adding one (the fields naming it, allowed or
 * denied, and its add button).
 */
export function LimitPart({ title, hint, rows, remove, onAdd, adding, children }: LimitPartProps) {
  const [allowed, setAllowed] = useState(true);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <HeadingWithHint id={headingId} title={title} hint={hint} level="h3" />
      <LimitList rows={rows} onRemove={(id) => remove.mutate(id)} removing={remove.isPending} />
      {/* A form of its own, so Enter in a field adds as the button does. */}
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent) => (event.preventDefault(), onAdd(allowed))}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
        {children}
        <AllowedField value={allowed} onChange={setAllowed} />
        <Button type="submit" variant="outlined" disabled={adding}>
          {text.add}
        </Button>
      </Box>
    </Box>
  );
}

import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { Link as RouterLink } from 'react-router';

/** A list's search box: its label, its text, and where a change goes. */
export interface ListSearch {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The contained link to a new item's page. */
export function CreateLink({ label, to }: { label: string; to: string }) {
  return (
    <Button component={RouterLink} to={to} variant="contained" startIcon={<AddOutlined />}>
      {label}
    </Button>
  );
}

/**
 * The link to a new item's page once it can be made (`to`); until then a disabled button with `reason`
 * beside it, on the page for everyone (a hover title reaches neither touch screens nor screen readers)
 * and tied to the button as its description.
 */
export function CreateLinkOrReason({
  label,
  to,
  reason,
}: {
  label: string;
  to: string | null;
  reason: string;
}) {
  const reasonId = useId();
  if (to) return <CreateLink label={label} to={to} />;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Button variant="contained" disabled aria-describedby={reasonId}>
        {label}
      </Button>
      <Typography id={reasonId} variant="body2" color="text.secondary">
        {reason}
      </Typography>
    </Box>
  );
}

/** The contained button that opens a new item's dialog. */
export function CreateButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={onClick} sx={{ justifySelf: 'start' }}>
      {label}
    </Button>
  );
}

/** Where a list's create control leads: a new item's page, or its dialog. */
export type CreateAction = { label: string; to: string } | { label: string; onClick: () => void };

interface ListToolbarProps {
  search?: ListSearch;
  /** The link to a new item's page (`to`), or the button that opens its dialog (`onClick`), at the end. */
  create?: CreateAction;
  /** Other buttons at the end (a menu of kinds, say). */
  children?: ReactNode;
}

/** Above a list: the search box at the start, the create link (or other buttons) at the end. */
export function ListToolbar({ search, create, children }: ListToolbarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
      {search && (
        <TextField
          label={search.label}
          value={search.value}
          size="small"
          // A phone's card is narrower than 280 px: there the box takes the row.
          sx={{ minWidth: { xs: '100%', sm: 280 } }}
          onChange={(event) => search.onChange(event.target.value)}
        />
      )}
      {create && ('to' in create ? <CreateLink {...create} /> : <CreateButton {...create} />)}
      {children}
    </Box>
  );
}

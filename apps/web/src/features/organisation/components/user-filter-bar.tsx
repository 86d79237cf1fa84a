import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { messages } from '../../../lib/messages';
import type { UserFilter } from '../api/user-queries';
import { orgMessages } from '../messages';
import type { Role } from '../types';
import { UnitAutocomplete } from './unit-autocomplete';

interface UserFilterBarProps {
  value: UserFilter;
  roles: readonly Role[];
  onChange: (next: UserFilter) => void;
}

const text = messages.users;
const textFields = ['lastName', 'firstName', 'username'] as const;

/** Searches users by last name, first name and username (each a `like`), unit, role and lock state. */
export function UserFilterBar({ value, roles, onChange }: UserFilterBarProps) {
  return (
    <Box
      role="search"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
      }}
    >
      {textFields.map((field) => (
        <TextField
          key={field}
          size="small"
          label={text[field]}
          value={value[field]}
          onChange={(event) => onChange({ ...value, [field]: event.target.value })}
          slotProps={{ htmlInput: field === 'username' ? { dir: 'ltr' } : {} }}
        />
      ))}
      <UnitAutocomplete
        label={orgMessages.unitFilter}
        value={value.unit}
        onChange={(unit) => onChange({ ...value, unit })}
      />
      <TextField
        select
        size="small"
        label={text.role}
        value={value.roleId === '' ? '' : String(value.roleId)}
        onChange={(event) =>
          onChange({ ...value, roleId: event.target.value === '' ? '' : Number(event.target.value) })
        }
      >
        <MenuItem value="">{text.any}</MenuItem>
        {roles.map((role) => (
          <MenuItem key={role.id} value={String(role.id)}>
            {role.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={text.locked}
        value={value.locked}
        onChange={(event) => onChange({ ...value, locked: event.target.value as UserFilter['locked'] })}
      >
        <MenuItem value="any">{text.any}</MenuItem>
        <MenuItem value="active">{text.lockedNo}</MenuItem>
        <MenuItem value="locked">{text.lockedYes}</MenuItem>
      </TextField>
    </Box>
  );
}

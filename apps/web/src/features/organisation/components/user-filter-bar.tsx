import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { SelectField, toOptions, type SelectOption } from '../../../components/select-field';
import type { UserFilter } from '../api/user-queries';
import type { Role } from '../types';
import { UnitAutocomplete } from './unit-autocomplete';
import { commonMessages, organisationMessages } from '../../../lib/messages';

interface UserFilterBarProps {
  value: UserFilter;
  roles: readonly Role[];
  onChange: (next: UserFilter) => void;
}

const text = organisationMessages.users;
const textFields = ['lastName', 'firstName', 'username'] as const;
const lockStates: SelectOption<UserFilter['locked']>[] = [
  { value: 'any', label: commonMessages.all },
  { value: 'active', label: commonMessages.enabled },
  { value: 'locked', label: text.lockedYes },
];

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
          label={commonMessages.person[field]}
          value={value[field]}
          onChange={(event) => onChange({ ...value, [field]: event.target.value })}
          slotProps={{ htmlInput: field === 'username' ? { dir: 'ltr' } : {} }}
        />
      ))}
      <UnitAutocomplete
        label={commonMessages.unit}
        value={value.unit}
        onChange={(unit) => onChange({ ...value, unit })}
      />
      <SelectField
        size="small"
        label={text.role}
        value={value.roleId === '' ? null : value.roleId}
        options={toOptions(roles, (role) => role.name)}
        noneLabel={commonMessages.all}
        onChange={(roleId) => onChange({ ...value, roleId: roleId ?? '' })}
      />
      <SelectField
        size="small"
        label={text.locked}
        value={value.locked}
        options={lockStates}
        onChange={(locked) => onChange({ ...value, locked: locked ?? 'any' })}
      />
    </Box>
  );
}

import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { SelectField, toOptions } from '../../../components/select-field';
import type { FieldErrors } from '../../../lib/form-errors';
import { commonMessages, organisationMessages } from '../../../lib/messages';
import { useUnits } from '../api/unit-queries';

/** A responsibility being chosen: a unit, one of its unit roles, and a personnel code (as typed). */
export interface Placement {
  unitId: number | null;
  unitRoleId: number | null;
  personalId: string;
}

interface ResponsibilityFieldsProps {
  value: Placement;
  onChange: (change: Partial<Placement>) => void;
  errors?: FieldErrors;
  size?: 'small' | 'medium';
}

/**
 * Unit → one of the unit roles it offers → personnel code: how a responsibility is chosen, for a user
 * being edited and for one being created. Choosing another unit clears the unit role.
 */
export function ResponsibilityFields({
  value,
  onChange,
  errors = {},
  size = 'small',
}: ResponsibilityFieldsProps) {
  const units = useUnits().data?.list ?? [];
  const unitRoles = units.find((unit) => unit.id === value.unitId)?.unitRoles ?? [];
  const bound = (name: keyof Placement) => ({
    name,
    error: errors[name] !== undefined,
    helperText: errors[name],
  });
  return (
    <Box sx={{ display: 'contents' }}>
      <SelectField
        size={size}
        label={commonMessages.unit}
        value={value.unitId}
        options={toOptions(units, (unit) => unit.name)}
        onChange={(unitId) => onChange({ unitId, unitRoleId: null })}
        {...bound('unitId')}
      />
      <SelectField
        size={size}
        label={organisationMessages.unitRole}
        disabled={value.unitId === null}
        value={value.unitRoleId}
        options={toOptions(unitRoles, (role) => role.name)}
        onChange={(unitRoleId) => onChange({ unitRoleId })}
        {...bound('unitRoleId')}
      />
      <TextField
        size={size}
        label={organisationMessages.users.personalId}
        value={value.personalId}
        onChange={(event) => onChange({ personalId: event.target.value })}
        slotProps={{ htmlInput: { dir: 'ltr', maxLength: 50 } }}
        {...bound('personalId')}
      />
    </Box>
  );
}

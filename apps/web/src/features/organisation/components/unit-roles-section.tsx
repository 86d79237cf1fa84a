import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { unitRoleBody } from '@darvazeh/shared';
import { messages } from '../../../lib/messages';
import { useCreateUnitRole } from '../api/create-unit-role';
import { useUnitRoles } from '../api/list-unit-roles';
import { NameInputRow } from './name-input-row';

const text = messages.units;

/** Unit roles: every one as a chip, and a field to add one. */
export function UnitRolesSection() {
  const roles = useUnitRoles().data ?? [];
  const create = useCreateUnitRole();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <NameInputRow
        label={text.newUnitRole}
        submitLabel={text.add}
        schema={unitRoleBody}
        isPending={create.isPending}
        onSubmit={(name, done) => create.mutate(name, { onSuccess: done })}
      />
      {roles.length === 0 && <Typography color="text.secondary">{text.empty}</Typography>}
      <Box component="ul" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', m: 0, p: 0, listStyle: 'none' }}>
        {roles.map((role) => (
          <li key={role.id}>
            <Chip label={role.name} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
